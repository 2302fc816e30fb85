// POST /api/orders/quote: the server prices the cart (and the discount code, if any) and the pages show its answer;
// the browser never adds up money itself. The checkout is priced by the same function on the server.
import { z } from "zod";
import { idSchema } from "./id.ts";
import { buyerCodeField } from "./orders-discounts.ts";
import { cartItemsRules, quantitySchema } from "./orders.ts";

export const quoteSchema = z.strictObject({
  items: cartItemsRules(
    z.array(z.strictObject({ bookId: idSchema("El id del libro no es válido"), quantity: quantitySchema }), {
      error: "Los artículos son obligatorios",
    }),
    (item) => item.bookId,
  ),
  code: buyerCodeField,
  /**
   * accepted and not used: whether a code was already used with an e-mail is said only at checkout, to the buyer, so
   * the quote tells no one whether an address has ordered with a code
   */
  email: z
    .string({ error: "El correo electrónico no es válido" })
    .trim()
    .max(254, "El correo electrónico es demasiado largo")
    .pipe(z.email({ error: "El correo electrónico no es válido" }))
    .optional(),
});

export type QuoteInput = z.output<typeof quoteSchema>;
export type QuoteRequest = z.input<typeof quoteSchema>;

export interface QuoteLine {
  bookId: number;
  name: string;
  unitPriceCentavos: number;
  quantity: number;
  lineTotalCentavos: number;
}

export interface QuoteDiscount {
  code: string;
  amountCentavos: number;
  /** "10 % de descuento" */
  description: string;
}

export interface Quote {
  lines: QuoteLine[];
  subtotalCentavos: number;
  discount: QuoteDiscount | null;
  totalCentavos: number;
  /** why the code sent does not apply, in Spanish ("Ese código no existe"); null when it applies or none was sent */
  codeRefusal: string | null;
}
