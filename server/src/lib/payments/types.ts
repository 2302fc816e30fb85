// What every payment provider offers, and the OXXO limits.
export type PaymentProviderName = "stripe" | "simulated";

export interface OxxoPaymentRequest {
  orderId: number;
  amountCentavos: number;
  /** the same key for the same order, so a retried call never creates a second payment */
  idempotencyKey: string;
}

export interface OxxoPayment {
  paymentIntentId: string;
  clientSecret: string;
  voucherExpiresAt: Date;
  /** simulated provider only: our own voucher page and its random reference */
  voucherUrl?: string;
  voucherReference?: string;
}

/** A verified provider event, reduced to what the orders need. */
export interface PaymentEventData {
  id: string;
  type: string;
  paymentIntentId: string;
  /** sent by Stripe with payment_intent.requires_action once the buyer has a voucher */
  voucherUrl?: string;
  voucherExpiresAt?: Date;
  /** the OXXO reference number of that voucher */
  voucherReference?: string;
}

export interface Payments {
  readonly provider: PaymentProviderName;
  readonly publishableKey: string | null;
  createOxxoPayment(request: OxxoPaymentRequest): Promise<OxxoPayment>;
  /** stops a pending voucher from being paid (Stripe); nothing to do for the simulated provider */
  cancelPayment(paymentIntentId: string): Promise<void>;
  /** checks the signature of a webhook call; undefined for events that are not about a PaymentIntent */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEventData | undefined;
}

export const OXXO_MIN_CENTAVOS = 10_00;
export const OXXO_MAX_CENTAVOS = 10_000_00;

export const daysFromNow = (days: number, now = new Date()) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
