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

/** The wall clock of central Mexico at `moment`, written as if it were UTC (to read its offset from UTC). */
function mexicoCityWallClock(moment: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Mexico_City",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  })
    .formatToParts(moment)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/**
 * When a voucher made now stops being payable: 23:59 in central Mexico, `days` calendar days after today there (what
 * Stripe does with expires_after_days), so the buyer reads "antes de las 11:59 p.m.", never an odd hour of the night.
 */
export function oxxoDeadline(days: number, now = new Date()): Date {
  const today = new Date(mexicoCityWallClock(now));
  const deadline = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 23, 59);
  // the wall clock 23:59 of that day, moved by central Mexico's offset from UTC on that day
  return new Date(deadline - (mexicoCityWallClock(new Date(deadline)) - deadline));
}
