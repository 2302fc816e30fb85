// Stripe provider: an OXXO PaymentIntent per order, webhooks verified with the endpoint secret.
import { createRequire } from "node:module";
import type Stripe from "stripe";
import { HttpError } from "../errors.ts";
import { daysFromNow, type PaymentEventData, type Payments } from "./types.ts";

export interface StripeSettings {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** tests point the SDK at a local fake Stripe server, e.g. http://127.0.0.1:12111 */
  apiBase?: string;
}

/** The SDK loads only when Stripe is configured (it is a large package); its CommonJS build exports the class. */
const loadStripe = () => createRequire(import.meta.url)("stripe") as typeof Stripe;

export function createStripeClient(settings: Pick<StripeSettings, "secretKey" | "apiBase">): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const StripeSdk = loadStripe();
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2, // safe: every create carries an idempotency key
    timeout: 20_000,
    ...(base && { host: base.hostname, port: base.port, protocol: base.protocol === "http:" ? "http" : "https" }),
  });
}

export function createStripePayments(settings: StripeSettings, expiresAfterDays: number): Payments {
  const stripe = createStripeClient(settings);
  return {
    provider: "stripe",
    publishableKey: settings.publishableKey ?? null,

    async createOxxoPayment({ orderId, amountCentavos, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCentavos,
          currency: "mxn",
          // The pinned API version (SDK 23) names it allowed_payment_method_types (formerly payment_method_types).
          allowed_payment_method_types: ["oxxo"],
          payment_method_options: { oxxo: { expires_after_days: expiresAfterDays } },
          metadata: { orderId: String(orderId) },
          description: `Pedido #${orderId}`,
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} sin client_secret`);
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret,
        voucherExpiresAt: daysFromNow(expiresAfterDays),
      };
    },

    async cancelPayment(paymentIntentId) {
      await stripe.paymentIntents.cancel(paymentIntentId);
    },

    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new HttpError(404, "Webhook de Stripe no configurado");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      } catch {
        throw new HttpError(400, "Firma del webhook inválida");
      }
      return paymentIntentEvent(event);
    },
  };
}

function paymentIntentEvent(event: Stripe.Event): PaymentEventData | undefined {
  if (!event.type.startsWith("payment_intent.")) return undefined;
  const intent = event.data.object as Stripe.PaymentIntent;
  const voucher = intent.next_action?.oxxo_display_details;
  return {
    id: event.id,
    type: event.type,
    paymentIntentId: intent.id,
    voucherUrl: voucher?.hosted_voucher_url ?? undefined,
    voucherExpiresAt: voucher?.expires_after ? new Date(voucher.expires_after * 1000) : undefined,
    voucherReference: voucher?.number ?? undefined,
  };
}
