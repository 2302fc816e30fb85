// What checkouts may hold at once: pending vouchers and the copies they hold per e-mail and per phone, and pending
// vouchers per client address (config.checkoutLimits). Counted from the Order table inside the order's transaction,
// after a lock per e-mail, phone and address, so two checkouts by one buyer in any two processes never both pass.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Config } from "../../lib/config.ts";
import { HttpError } from "../../lib/errors.ts";

export interface Holder {
  email: string;
  /** digits only, as stored */
  telefono: string;
  /** the client address as the rate limits key it (lib/rate-limit.ts clientAddress) */
  ip: string;
}

interface Held {
  ordersByEmail: number;
  ordersByPhone: number;
  ordersByIp: number;
  copiesByEmail: number;
  copiesByPhone: number;
}

const WRITE_TO_AUTHOR = "para un pedido más grande, escríbele a la autora desde la página de contacto";
const fichas = (n: number) => `${n} ${n === 1 ? "ficha de pago pendiente" : "fichas de pago pendientes"}`;

/** Throws 409 (buyer) or 429 (address) with what to do when this order would hold more than the limits allow. */
export async function assertMayHold(
  tx: Prisma.TransactionClient,
  limits: Config["checkoutLimits"],
  holder: Holder,
  copies: number,
): Promise<void> {
  if (copies > limits.copiesPerBuyer) {
    throw new HttpError(
      409,
      `Un pedido puede apartar como máximo ${limits.copiesPerBuyer} ejemplares; ${WRITE_TO_AUTHOR}.`,
    );
  }
  const email = holder.email.toLowerCase();
  // Every checkout takes its locks in the same (sorted) order, so two of them never wait for each other in a circle.
  const keys = [`pedido-correo:${email}`, `pedido-telefono:${holder.telefono}`, `pedido-ip:${holder.ip}`].sort();
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  const [held] = await tx.$queryRaw<Held[]>`
    SELECT
      count(*) FILTER (WHERE lower(o."email") = ${email})::int AS "ordersByEmail",
      count(*) FILTER (WHERE o."telefono" = ${holder.telefono})::int AS "ordersByPhone",
      count(*) FILTER (WHERE o."checkoutIp" = ${holder.ip})::int AS "ordersByIp",
      coalesce(sum(i."copies") FILTER (WHERE lower(o."email") = ${email}), 0)::int AS "copiesByEmail",
      coalesce(sum(i."copies") FILTER (WHERE o."telefono" = ${holder.telefono}), 0)::int AS "copiesByPhone"
    FROM "Order" o
    LEFT JOIN LATERAL (
      SELECT sum("quantity") AS "copies" FROM "OrderItem" WHERE "orderId" = o."id" AND o."stockReserved"
    ) i ON true
    WHERE o."status" = 'pending' AND (lower(o."email") = ${email} OR o."telefono" = ${holder.telefono} OR o."checkoutIp" = ${holder.ip})`;
  for (const [orders, copiesHeld, by] of [
    [held.ordersByEmail, held.copiesByEmail, "este correo electrónico"],
    [held.ordersByPhone, held.copiesByPhone, "este teléfono"],
  ] as const) {
    if (orders >= limits.ordersPerBuyer) {
      throw new HttpError(
        409,
        `Ya hay ${fichas(orders)} con ${by}. Paga una de ellas o espera a que venza antes de hacer otro pedido; ${WRITE_TO_AUTHOR}.`,
      );
    }
    if (copiesHeld + copies > limits.copiesPerBuyer) {
      throw new HttpError(
        409,
        `Las fichas pendientes con ${by} ya apartan ${copiesHeld} ${copiesHeld === 1 ? "ejemplar" : "ejemplares"} y se pueden apartar como máximo ${limits.copiesPerBuyer} a la vez. Paga tu ficha pendiente o espera a que venza; ${WRITE_TO_AUTHOR}.`,
      );
    }
  }
  if (held.ordersByIp >= limits.ordersPerIp) {
    throw new HttpError(
      429,
      "Hay demasiadas fichas de pago pendientes desde tu conexión. Paga una de ellas o espera a que venzan, o escríbele a la autora desde la página de contacto.",
    );
  }
}
