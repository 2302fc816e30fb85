// The right-hand summary: the cart's books with their catalogue prices and the total.
import { formatPrice } from "@autora/common/format.ts";
import type { OrderLine } from "../shipping";
import "./checkout-box.css";

interface OrderSummaryProps {
  /** null while the catalogue loads */
  lines: OrderLine[] | null;
  total: number;
}

export function OrderSummary({ lines, total }: OrderSummaryProps) {
  return (
    <section className="checkout-box" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout-box__title">
        Resumen del pedido
      </h2>
      {lines === null ? (
        <p className="checkout-box__muted">Cargando productos...</p>
      ) : lines.length === 0 ? (
        <p className="checkout-box__muted">El carrito está vacío.</p>
      ) : (
        <ul className="order-summary__lines">
          {lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.name} <span className="order-summary__qty">× {line.quantity}</span>
              </span>
              <span>{formatPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="order-summary__row">
        <span>Envío</span>
        <span>Sin costo</span>
      </p>
      <p className="order-summary__row order-summary__total">
        <span>Total</span>
        <strong>{formatPrice(total)}</strong>
      </p>
    </section>
  );
}
