// An order's books, the dedication the buyer asked for, its discount and its total, as the buyer reads them on the order
// page and in Mis pedidos.
import { formatPrice } from "@autora/common/format.ts";
import type { BuyerOrder } from "../../api";

export function OrderLines({
  order,
}: {
  order: Pick<BuyerOrder, "items" | "discount" | "total"> & Partial<Pick<BuyerOrder, "dedicatoria">>;
}) {
  return (
    <>
      <ul className="buyer-order__items">
        {order.items.map((item, index) => (
          <li key={`${item.bookId}-${index}`}>
            <span>
              {item.name} × {item.quantity}
            </span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {order.dedicatoria && (
        <div className="buyer-order__dedication">
          <p>
            Dedicatoria: <strong>{order.dedicatoria.nombre}</strong>
          </p>
          {order.dedicatoria.mensaje && (
            <p className="buyer-order__dedication-message">«{order.dedicatoria.mensaje}»</p>
          )}
        </div>
      )}
      {order.discount && (
        <p className="buyer-order__discount">
          <span>Descuento ({order.discount.code})</span> <span>−{formatPrice(order.discount.amount)}</span>
        </p>
      )}
      <p className="buyer-order__total">
        <span>Total</span> <strong>{formatPrice(order.total)}</strong>
      </p>
    </>
  );
}
