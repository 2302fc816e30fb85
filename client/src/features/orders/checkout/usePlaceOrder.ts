// Placing the order once the form has found nothing to fix (checkoutProblems): ask the server for the payment, make
// sure the voucher exists, keep the local order record, clear the cart and go to the order's own page, which shows the
// voucher. A refusal of the server (copies gone, too many pending vouchers) or a missing voucher shows an alert.
import { useState } from "react";
import type { CheckoutRequest } from "@autora/common/contract/orders.ts";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { clearCart } from "../cart/cartSlice";
import { createOxxoPayment } from "./api/createOxxoPayment";
import { getPaymentConfig, type PaymentConfig } from "./api/getPaymentConfig";
import { saveLocalOrder, type OrderLine, type OrderPlacedState, type ShippingInfo } from "./shipping";
import { voucherUrlFor } from "./voucher";

const PAYMENT_FAILED = "No se pudo generar el pago";

export function usePlaceOrder(config: PaymentConfig | null) {
  const [submitting, setSubmitting] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /**
   * `factura`: the invoice data as the server stores them, shown on the order page right after; `totalCentavos`: the
   * server's quote the buyer confirmed.
   */
  async function placeOrder(
    request: CheckoutRequest,
    { shippingInfo, lines, factura, totalCentavos }: { shippingInfo: ShippingInfo; lines: OrderLine[]; factura?: InvoiceData; totalCentavos: number },
  ) {
    if (submitting) return;
    setSubmitting(true);
    try {
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
      if (!voucherUrl || !answer.orderPage) {
        await showAlert("error", "Error", "No se pudo obtener el voucher de OXXO");
        return;
      }
      saveLocalOrder(shippingInfo, lines, totalCentavos);
      dispatch(clearCart());
      const state: OrderPlacedState = { placed: true, ...(factura && { factura }) };
      navigate(answer.orderPage, { state });
    } catch (error) {
      console.error("Error al realizar el pedido:", error);
      await showAlert("error", "Error", "Ocurrió un error inesperado");
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, placeOrder };
}
