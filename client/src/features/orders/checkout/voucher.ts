// Where the buyer's OXXO voucher lives: Stripe.js confirms the PaymentIntent and hands back Stripe's hosted voucher;
// the simulated provider already answered the address of the server's own voucher page.
import type { OxxoPaymentResponse, PaymentConfig } from "../api";

/** Stripe.js types do not list OXXO's next action, so its shape is spelled out here. */
interface OxxoNextAction {
  oxxo_display_details?: { hosted_voucher_url?: string | null };
}

export async function voucherUrlFor(
  answer: OxxoPaymentResponse & { client_secret: string },
  config: PaymentConfig,
  billing: { name: string; email: string },
): Promise<string | undefined> {
  if (config.paymentProvider === "simulated") return answer.hosted_voucher_url;
  if (!config.stripePublishableKey) throw new Error("Error al cargar Stripe");
  // The pure entry loads Stripe.js from js.stripe.com only now, not on every page of the site.
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(config.stripePublishableKey);
  if (!stripe) throw new Error("Error al cargar Stripe");
  const result = await stripe.confirmOxxoPayment(
    answer.client_secret,
    { payment_method: { billing_details: billing } },
    { handleActions: false },
  );
  if (result.error) console.error("Stripe no confirmó el pago OXXO:", result.error);
  const nextAction = result.paymentIntent?.next_action as OxxoNextAction | null | undefined;
  return nextAction?.oxxo_display_details?.hosted_voucher_url ?? undefined;
}
