// Simulated provider (the default without Stripe keys): no money moves. Each order gets a random, unguessable
// voucher reference and a voucher page on our own server; the administrator marks it paid by hand.
import { randomBytes, randomInt } from "node:crypto";
import { HttpError } from "../errors.ts";
import { oxxoDeadline, type Payments } from "./types.ts";

/** 24 digits ≈ 80 bits: the reference is the only key to the voucher page, so it must not be guessable. */
export const VOUCHER_REFERENCE_DIGITS = 24;

export function newVoucherReference(): string {
  let digits = "";
  while (digits.length < VOUCHER_REFERENCE_DIGITS) digits += String(randomInt(0, 10));
  return digits;
}

export const voucherPath = (reference: string) => `/api/orders/voucher/${reference}`;

export function createSimulatedPayments(options: { publicUrl?: string; expiresAfterDays: number }): Payments {
  const origin = options.publicUrl?.replace(/\/+$/, "") ?? "";
  return {
    provider: "simulated",
    publishableKey: null,

    async createOxxoPayment() {
      const reference = newVoucherReference();
      const id = `sim_pi_${randomBytes(12).toString("hex")}`;
      return {
        paymentIntentId: id,
        clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        voucherExpiresAt: oxxoDeadline(options.expiresAfterDays),
        voucherReference: reference,
        voucherUrl: `${origin}${voucherPath(reference)}`,
      };
    },

    async cancelPayment() {},

    verifyWebhook() {
      throw new HttpError(404, "Webhook de Stripe no configurado");
    },
  };
}
