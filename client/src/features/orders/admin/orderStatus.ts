import type { Order, OrderStatus } from "@autora/common/contract/orders.ts";

export const orderStatusTone: Record<OrderStatus, "warn" | "ok" | "info" | "muted" | "danger"> = {
  pending: "warn",
  paid: "ok",
  shipped: "info",
  expired: "muted",
  canceled: "danger",
};

/** Cancelling only makes sense before the parcel leaves. */
export const canCancel = (status: OrderStatus) => status === "pending" || status === "paid";

/** "1 ejemplar" / "3 ejemplares" */
export const ejemplares = (n: number) => `${n} ${n === 1 ? "ejemplar" : "ejemplares"}`;

/** The copies an order holds off the stock while its voucher is pending (they come back when it expires or is canceled). */
export const heldCopies = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** "3 ejemplares apartados en 2 fichas pendientes" */
export const heldSummary = (copies: number, vouchers: number) =>
  `${copies} ${copies === 1 ? "ejemplar apartado" : "ejemplares apartados"} en ${vouchers} ${vouchers === 1 ? "ficha pendiente" : "fichas pendientes"}`;

/**
 * What cancelling does, said before it is done (under "Más acciones" and in the question that confirms it): the copies
 * go back on sale, the buyer is told by e-mail, a discount code's use is given back; a paid order's money is returned
 * by the author herself.
 */
export function cancelConsequences(order: Order): string {
  const n = heldCopies(order);
  const copies = n === 1 ? "Su ejemplar vuelve a la venta" : `Sus ${n} ejemplares vuelven a la venta`;
  const what =
    order.status === "pending"
      ? `${copies}, la ficha de pago OXXO ya no se podrá pagar y el comprador recibe un correo que se lo avisa.`
      : `${copies} y el comprador recibe un correo que le avisa que le devolverás su dinero; esa devolución la haces tú.`;
  const code = order.discount ? ` Su código de descuento ${order.discount.code} queda libre para usarse otra vez.` : "";
  return `${what}${code}`;
}

/** The orders page showing only the pending vouchers (linked from the dashboard). */
export const PENDING_ORDERS_PATH = "/admin/pedidos?estado=pendiente";
