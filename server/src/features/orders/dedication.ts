// A signed copy's dedication on an order: accepted at checkout only for a book the author offers signed, stored in the
// order's three columns, and read back for the order card, the author's mail and the packing slip.
import type { OrderDedication } from "@autora/common/contract/orders-dedication-limits.ts";
import type { CheckoutInput } from "@autora/common/contract/orders.ts";
import type { Order } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import type { JsonSource } from "../../lib/json.ts";

const NOT_OFFERED = "Ninguno de los libros de tu pedido se ofrece dedicado; quita la dedicatoria para continuar.";

/** The order's dedication columns for a checkout: none without a dedication; a 400 when no book in it is offered signed. */
export async function dedicationColumns(prisma: PrismaClient, input: Pick<CheckoutInput, "dedicatoria" | "items">) {
  if (!input.dedicatoria) return {};
  const signed = await prisma.book.count({ where: { id: { in: input.items.map((item) => item.id) }, dedicado: true } });
  if (signed === 0) throw new HttpError(400, NOT_OFFERED);
  return { dedicatoriaNombre: input.dedicatoria.nombre, dedicatoriaMensaje: input.dedicatoria.mensaje ?? null };
}

/** The dedication as the API answers it; "por dedicar" while the order is paid and the author has not ticked it. */
export function dedicationOf(order: Order): JsonSource<OrderDedication> | null {
  if (!order.dedicatoriaNombre) return null;
  return {
    nombre: order.dedicatoriaNombre,
    mensaje: order.dedicatoriaMensaje,
    hechaEn: order.dedicatoriaHechaEn,
    porDedicar: order.status === "paid" && !order.dedicatoriaHechaEn,
  };
}

/** The labelled lines the author's "to ship" mail adds for a dedication. */
export function dedicationMailLines(order: Order): { label: string; value: string }[] {
  if (!order.dedicatoriaNombre) return [];
  return [
    { label: "Dedicatoria", value: order.dedicatoriaNombre },
    ...(order.dedicatoriaMensaje ? [{ label: "Mensaje de la dedicatoria", value: order.dedicatoriaMensaje }] : []),
  ];
}
