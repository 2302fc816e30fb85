// Placing the order (spec section 4, server-payment reading, plus the local order record): validate, ask the
// server for the payment, get the voucher, open it, clear the cart and go to /orders. Errors as in section 8.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks";
import { apiErrorMessage } from "../../lib/api-client";
import { showAlert } from "../../lib/alerts";
import { clearCart } from "../cart/cartSlice";
import { createOxxoPayment } from "./api/createOxxoPayment";
import { getPaymentConfig, type PaymentConfig } from "./api/getPaymentConfig";
import { addressRulesProblem } from "./addressRules";
import { hasBlankField, linesTotal, paymentRequest, saveLocalOrder, type OrderLine, type OrderPlacedState, type ShippingInfo } from "./shipping";
import { voucherUrlFor } from "./voucher";

const PAYMENT_FAILED = "No se pudo generar el pago";

export function usePlaceOrder(config: PaymentConfig | null) {
  const [submitting, setSubmitting] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function placeOrder(shippingInfo: ShippingInfo, lines: OrderLine[]) {
    if (submitting) return;
    if (hasBlankField(shippingInfo)) {
      await showAlert("warning", "Campos incompletos", "Por favor completa todos los campos antes de continuar.");
      return;
    }
    const problem = addressRulesProblem(shippingInfo);
    if (problem) {
      await showAlert("warning", "Revisa tus datos", problem);
      return;
    }
    if (lines.length === 0 || linesTotal(lines) === 0) {
      await showAlert("warning", "El carrito está vacío.");
      return;
    }
    setSubmitting(true);
    try {
      const request = paymentRequest(shippingInfo, lines);
      let answer;
      try {
        answer = await createOxxoPayment(request);
      } catch (error) {
        await showAlert("error", "Error", apiErrorMessage(error, PAYMENT_FAILED));
        return;
      }
      if (!answer.client_secret) {
        await showAlert("error", "Error", answer.error || PAYMENT_FAILED);
        return;
      }
      const voucherUrl = await voucherUrlFor({ ...answer, client_secret: answer.client_secret }, config ?? (await getPaymentConfig()), {
        name: request.nombre,
        email: request.email,
      });
      if (!voucherUrl) {
        await showAlert("error", "Error", "No se pudo obtener el voucher de OXXO");
        return;
      }
      window.open(voucherUrl, "_blank", "noopener");
      saveLocalOrder(shippingInfo, lines);
      dispatch(clearCart());
      const state: OrderPlacedState = { shippingInfo, voucherUrl, orderId: answer.orderId };
      navigate("/orders", { state });
    } catch (error) {
      console.error("Error al realizar el pedido:", error);
      await showAlert("error", "Error", "Ocurrió un error inesperado");
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, placeOrder };
}
