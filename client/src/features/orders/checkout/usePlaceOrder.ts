// Placing the order: validate, ask the server for the payment, make sure the voucher exists, keep the local order
// record, clear the cart and go to the order's own page, which shows the voucher. Each failure shows an alert (blank
// fields, the server's message, no voucher).
import { useState } from "react";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { PRIVACY_CONSENT_REQUIRED } from "@autora/common/contract/privacy-texts.ts";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
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

  /** `invoice`: the invoice fields when the buyer asked for one, else null. */
  async function placeOrder(shippingInfo: ShippingInfo, lines: OrderLine[], { consent, invoice }: { consent: boolean; invoice: InvoiceData | null }) {
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
    // The schema (and zod with it, ~26 KB) loads only for buyers who ask for an invoice, not with the page.
    let factura = null;
    if (invoice) {
      try {
        factura = (await import("@autora/common/contract/orders-invoice.ts")).invoiceSchema.safeParse(invoice);
      } catch (error) {
        console.error("No se pudo cargar la validación de la factura:", error);
        await showAlert("error", "Error", "Ocurrió un error inesperado");
        return;
      }
    }
    if (factura && !factura.success) {
      await showAlert("warning", "Datos de facturación", factura.error.issues[0]?.message ?? "Revisa tus datos de facturación.");
      return;
    }
    if (!consent) {
      await showAlert("warning", "Aviso de privacidad", PRIVACY_CONSENT_REQUIRED);
      return;
    }
    if (lines.length === 0 || linesTotal(lines) === 0) {
      await showAlert("warning", "El carrito está vacío.");
      return;
    }
    setSubmitting(true);
    try {
      const request = { ...paymentRequest(shippingInfo, lines), aceptaPrivacidad: true as const, ...(factura && { factura: factura.data }) };
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
      saveLocalOrder(shippingInfo, lines);
      dispatch(clearCart());
      const state: OrderPlacedState = { placed: true, ...(factura && { factura: factura.data }) };
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
