// The right-hand summary: the lines, the discount and the total as the server quoted them, and the code field.
import type { ReactNode } from "react";
import { formatPriceCentavos } from "@autora/common/format.ts";
import type { QuoteState } from "../../cart/useQuote";
import "./checkout-box.css";

interface OrderSummaryProps {
  /** the cart has no book on sale */
  empty: boolean;
  priced: QuoteState;
  /** the discount code field */
  children?: ReactNode;
}

export function OrderSummary({ empty, priced: { quote, error, pending }, children }: OrderSummaryProps) {
  return (
    <section className="checkout-box" aria-labelledby="summary-title" aria-busy={pending}>
      <h2 id="summary-title" className="checkout-box__title">
        Resumen del pedido
      </h2>
      {empty ? (
        <p className="checkout-box__muted">El carrito está vacío.</p>
      ) : error ? (
        <p className="order-summary__error" role="alert">
          {error}
        </p>
      ) : !quote ? (
        <p className="checkout-box__muted">Calculando el total...</p>
      ) : (
        <div className={pending ? "order-summary--stale" : undefined}>
          <ul className="order-summary__lines">
            {quote.lines.map((line) => (
              <li key={line.bookId}>
                <span>
                  {line.name} <span className="order-summary__qty">× {line.quantity}</span>
                </span>
                <span>{formatPriceCentavos(line.lineTotalCentavos)}</span>
              </li>
            ))}
          </ul>
          {quote.discount && (
            <>
              <p className="order-summary__row">
                <span>Subtotal</span>
                <span>{formatPriceCentavos(quote.subtotalCentavos)}</span>
              </p>
              <p className="order-summary__row order-summary__discount">
                <span>Descuento ({quote.discount.code})</span>
                <span>−{formatPriceCentavos(quote.discount.amountCentavos)}</span>
              </p>
            </>
          )}
          <p className="order-summary__row">
            <span>Envío</span>
            <span>Sin costo</span>
          </p>
          <p className="order-summary__row order-summary__total">
            <span>Total</span>
            <strong>{formatPriceCentavos(quote.totalCentavos)}</strong>
          </p>
        </div>
      )}
      {!empty && children}
    </section>
  );
}
