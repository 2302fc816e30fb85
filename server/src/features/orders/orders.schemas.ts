import { z } from "zod";
import { shipOrderFields } from "../../../../common/contract/orders.ts";

/** What an administrator may set by hand; paid comes only from the payment provider. Shipping may say how it went. */
export const updateOrderSchema = z
  .object({
    status: z.enum(["shipped", "canceled"], { error: "El estado debe ser shipped o canceled" }),
    ...shipOrderFields,
  })
  .strict()
  .refine((body) => body.status === "shipped" || (!body.carrier && !body.trackingNumber), "La paquetería y la guía solo van con shipped");

export type UpdateOrderInput = z.output<typeof updateOrderSchema>;

/** The simulated voucher reference: digits only (see lib/payments/simulated.ts). */
export const voucherReferenceSchema = z.string().regex(/^\d{24}$/);

