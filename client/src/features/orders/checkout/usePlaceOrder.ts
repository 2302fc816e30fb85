// Placing the order once the form has found nothing to fix (checkoutProblems): ask the server for the payment, make
// sure the voucher exists, keep the local order record, clear the cart and go to the order's own page, which shows the
// voucher. A refusal of the server (copies gone, too many pending vouchers) or a missing voucher is said beside the
// button, in the server's words when it gave some.
import type { CheckoutRequest } from "@autora/common/contract/orders.ts";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { useMutation, type MutationOptions } from "@/lib/useMutation";
import { clearCart } from "../cart/cartSlice";
import { createOxxoPayment, getPaymentConfig, type PaymentConfig } from "../api";
import { type OrderLine, type OrderPlacedState, type ShippingInfo } from "./shipping";
import { voucherUrlFor } from "./voucher";

const PAYMENT_FAILED = "No se pudo generar el pago";
const VOUCHER_FAILED = "No se pudo obtener el voucher de OXXO";
const UNEXPECTED = "Ocurrió un error inesperado";

export function usePlaceOrder(config: PaymentConfig | null) {
  const mutation = useMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /**
   * `factura`: the invoice data as the server stores them, shown on the order page right after; `totalCentavos`: the
   * server's quote the buyer confirmed.
   */
  async function placeOrder(
    request: CheckoutRequest,
    { factura }: { shippingInfo: ShippingInfo; lines: OrderLine[]; factura?: InvoiceData; totalCentavos: number },
  ) {
    if (mutation.pending) return;
    // What to say when the step under way fails (the server's own message comes first when it gave one).
    const say: MutationOptions<void> = { failure: PAYMENT_FAILED, revalidate: false };
    await mutation.run(async () => {
      const answer = await createOxxoPayment(request);
      if (!answer.client_secret) {
        say.failure = answer.error || PAYMENT_FAILED;
        throw new Error(say.failure);
      }
      say.failure = UNEXPECTED; // Stripe.js not loading ends here too
      const voucherUrl = await voucherUrlFor(
        { ...answer, client_secret: answer.client_secret },
        config ?? (await getPaymentConfig()),
        {
          name: request.nombre,
          email: request.email,
        },
      );
      if (!voucherUrl || !answer.orderPage) {
        say.failure = VOUCHER_FAILED;
        throw new Error(VOUCHER_FAILED);
      }
      dispatch(clearCart());
      const state: OrderPlacedState = { placed: true, ...(factura && { factura }) };
      navigate(answer.orderPage, { state });
    }, say);
  }

  return { submitting: mutation.pending, placeOrder, feedback: mutation.feedback, refuse: mutation.refuse };
}
