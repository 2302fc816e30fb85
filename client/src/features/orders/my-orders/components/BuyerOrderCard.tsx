// One order as its buyer sees it: status, items, the dedication, total, the way to its voucher while it can be paid,
// carrier and tracking (linked to the carrier's page) once shipped.
import { OrderLines } from "./OrderLines";
import { Link } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import { ORDER_STATUS_TEXT } from "@autora/common/contract/orders.ts";
import type { BuyerOrder } from "../../api";
import { ShipmentFacts } from "./ShipmentFacts";

export function BuyerOrderCard({ order, headingLevel = 2 }: { order: BuyerOrder; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const payable = order.status === "pending" && order.voucherUrl;
  return (
    <article className="buyer-order" aria-labelledby={`pedido-${order.id}`}>
      <header className="buyer-order__header">
        <Heading id={`pedido-${order.id}`}>Pedido #{order.id}</Heading>
        <span className={`buyer-order__status buyer-order__status--${order.status}`}>
          {ORDER_STATUS_TEXT[order.status].buyer}
        </span>
      </header>
      <p className="buyer-order__date">Realizado el {formatDateTime(order.createdAt)}</p>
      <OrderLines order={order} />
      {payable && (
        <div className="buyer-order__note">
          {order.voucherExpiresAt && (
            <p>Paga en cualquier tienda OXXO antes del {formatDateTime(order.voucherExpiresAt)}</p>
          )}
          <Link to={order.orderPage} className="btn btn-primary buyer-order__voucher">
            Ver ficha de pago
          </Link>
        </div>
      )}
      {order.status === "expired" && (
        <p className="buyer-order__note">La ficha venció sin pago. Si aún quieres el libro, haz un pedido nuevo.</p>
      )}
      {order.status === "shipped" && <ShipmentFacts order={order} />}
    </article>
  );
}
