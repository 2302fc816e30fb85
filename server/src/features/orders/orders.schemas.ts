import { z } from "zod";

/** What an administrator may set by hand; paid comes only from the payment provider. */
export const updateOrderSchema = z
  .object({
    status: z.enum(["shipped", "canceled"], { error: "El estado debe ser shipped o canceled" }),
  })
  .strict();

export type UpdateOrderInput = z.output<typeof updateOrderSchema>;

/** The simulated voucher reference: digits only (see lib/payments/simulated.ts). */
export const voucherReferenceSchema = z.string().regex(/^\d{24}$/);
