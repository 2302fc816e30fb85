// Where the order stands when there is no voucher to pay: the voucher still being made (Stripe), paid, on its way,
// expired or canceled.
import { Link } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import type { OrderPage } from "../../api";
import { ShipmentFacts } from "./ShipmentFacts";

/** mailConfigured: the server sends mail; without it the page promises none. */
export function OrderState({ order, mailConfigured }: { order: OrderPage; mailConfigured: boolean }) {
  switch (order.status) {
    case "pending":
      return (
        <div className="order-state" role="status">
          <h2>Estamos preparando tu ficha de pago</h2>
          <p>Aparecerá aquí en unos segundos.{mailConfigured && " También te la enviamos por correo."}</p>
        </div>
      );
    case "paid":
      return (
        <div className="order-state order-state--done">
          <h2>¡Pago recibido!</h2>
          <p>
            {mailConfigured
              ? "Estamos preparando tu pedido y te escribiremos cuando salga."
              : "Estamos preparando tu pedido; esta página dirá cuándo sale."}
          </p>
          {order.paidAt && <p className="order-state__when">Pagado el {formatDateTime(order.paidAt)}</p>}
        </div>
      );
    case "shipped":
      return (
        <div className="order-state order-state--done">
          <h2>Tu pedido va en camino</h2>
          <ShipmentFacts order={order} />
        </div>
      );
    case "expired":
      return (
        <div className="order-state">
          <h2>La ficha venció sin pago</h2>
          <p>
            El pedido se canceló y no se te cobró nada. Si aún quieres el libro,{" "}
            <Link to="/urdimbre">haz un pedido nuevo</Link>.
          </p>
        </div>
      );
    case "canceled":
      return (
        <div className="order-state">
          <h2>Pedido cancelado</h2>
          <p>
            {order.paidAt
              ? "Este pedido se canceló después de tu pago: te escribiremos para devolverte tu dinero."
              : "Este pedido se canceló y no se te cobró nada."}
          </p>
        </div>
      );
  }
}
