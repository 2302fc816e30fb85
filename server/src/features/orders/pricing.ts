// The one function that prices a cart: the quote the pages show (POST /api/orders/quote) and the order the checkout
// stores both come from priceCart. Prices come from the database, never from the browser; a discount code applies only
// when every rule of the code holds, and otherwise the answer says why, in Spanish.
import type { DiscountCode, Prisma } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { formatLongDate, formatPrice } from "@autora/common/format.ts";
import { discountDescription } from "@autora/common/contract/orders-discounts.ts";
import type { Quote } from "@autora/common/contract/orders-quote.ts";
import { isoDay } from "./discounts.service.ts";
import { guardCodeGuesses } from "./code-guesses.ts";
import { shortageMessage } from "./stock.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export interface CartRequest {
  items: { bookId: number; quantity: number }[];
  code?: string;
  email?: string;
}

/** The quote plus the id of the code that applies, for the order to hold one of its uses. */
export type PricedCart = Quote & { codeId: number | null };

/** Book.price is Decimal(10,2), so the conversion to centavos is exact after rounding away float noise. */
const toCentavos = (price: { toString(): string }) => Math.round(Number(price.toString()) * 100);

/** Today in central Mexico ("2026-11-24"): a code's first and last days are that region's days. */
const mexicoToday = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

export const CODE_USED_UP = "Ese código ya se agotó: ya se usaron todos sus descuentos";

/** Why a code does not apply to this purchase today, or null when it does. */
function codeRefusal(
  code: DiscountCode | null,
  { subtotalCentavos, usedByEmail, today }: { subtotalCentavos: number; usedByEmail: boolean; today: string },
): string | null {
  if (!code) return "Ese código no existe";
  if (!code.active) return "Ese código ya no está activo";
  const startsOn = code.startsOn && isoDay(code.startsOn);
  const endsOn = code.endsOn && isoDay(code.endsOn);
  if (startsOn && today < startsOn)
    return `Ese código todavía no es válido: aplica a partir del ${formatLongDate(startsOn)}`;
  if (endsOn && today > endsOn) return `Ese código venció el ${formatLongDate(endsOn)}`;
  if (code.maxUses !== null && code.uses >= code.maxUses) return CODE_USED_UP;
  if (usedByEmail) return "Ya usaste este código con este correo electrónico: es de un solo uso por persona";
  if (code.minPurchaseCentavos !== null && subtotalCentavos < code.minPurchaseCentavos) {
    return `Ese código aplica en compras desde ${formatPrice(code.minPurchaseCentavos / 100)}; tu compra es de ${formatPrice(subtotalCentavos / 100)}`;
  }
  return null;
}

/** Whether this e-mail (any case, compared exactly) has an order holding a use of this code. */
async function usedBy(db: Db, codeId: number, email: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ used: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Order" WHERE "discountCodeId" = ${codeId} AND "discountReserved" AND lower("email") = lower(${email})) AS "used"`;
  return row.used;
}

/**
 * Prices the cart: 400 when a book is not on sale, 409 when a line asks for more copies than are left. A code that
 * does not apply leaves the total as it is and says why in codeRefusal.
 */
export async function priceCart(db: Db, { items, code, email }: CartRequest, now = new Date()): Promise<PricedCart> {
  const books = await db.book.findMany({
    where: { id: { in: items.map((i) => i.bookId) } },
    select: { id: true, name: true, price: true, stock: true },
  });
  const byId = new Map(books.map((b) => [b.id, b]));
  const lines = items.map((item) => {
    const book = byId.get(item.bookId);
    if (!book) throw new HttpError(400, "Uno de los libros del carrito ya no está disponible");
    if (book.stock !== null && book.stock < item.quantity)
      throw new HttpError(409, shortageMessage({ name: book.name, available: Math.max(0, book.stock) }));
    const unitPriceCentavos = toCentavos(book.price);
    return {
      bookId: book.id,
      name: book.name,
      unitPriceCentavos,
      quantity: item.quantity,
      lineTotalCentavos: unitPriceCentavos * item.quantity,
    };
  });
  const subtotalCentavos = lines.reduce((sum, line) => sum + line.lineTotalCentavos, 0);
  const priced = {
    lines,
    subtotalCentavos,
    discount: null,
    totalCentavos: subtotalCentavos,
    codeRefusal: null,
    codeId: null,
  };
  if (!code) return priced;

  const found = await db.discountCode.findUnique({ where: { code } });
  const refusal = codeRefusal(found, {
    subtotalCentavos,
    usedByEmail: !!found && !!email && (await usedBy(db, found.id, email)),
    today: mexicoToday(now),
  });
  if (refusal || !found) return { ...priced, codeRefusal: refusal };
  const amountCentavos =
    found.kind === "percent"
      ? Math.round((subtotalCentavos * found.value) / 100)
      : Math.min(found.value, subtotalCentavos);
  return {
    ...priced,
    discount: { code: found.code, amountCentavos, description: discountDescription(found.kind, found.value) },
    totalCentavos: subtotalCentavos - amountCentavos,
    codeId: found.id,
  };
}

/**
 * POST /api/orders/quote: the priced cart as the pages show it; codes tried count against the address. The e-mail is
 * left out: "already used with this e-mail" is said only at checkout, to the buyer placing the order, so the quote
 * tells no one whether an address has ordered with a code.
 */
export async function quoteCart(
  prisma: PrismaClient,
  { email: _email, ...input }: CartRequest,
  ip: string,
): Promise<Quote> {
  if (input.code) await guardCodeGuesses(prisma, ip, input.code);
  const { codeId: _codeId, ...quote } = await priceCart(prisma, input);
  return quote;
}
