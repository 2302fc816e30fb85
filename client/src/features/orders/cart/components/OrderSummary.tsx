import { useNavigate } from "react-router-dom";
import { formatCentavos } from "@autora/common/format.ts";
import type { QuoteState } from "../useQuote";

interface OrderSummaryProps extends QuoteState {
  /** a quantity field holds no quantity (empty, 0): no total is shown, and no way on, until it does */
  unsettled: boolean;
}

/** 'Tu total:' with the server's total for the books in the cart and the way on to the shipping form. */
export function OrderSummary({ quote, error, pending, unsettled }: OrderSummaryProps) {
  const navigate = useNavigate();
  const total = unsettled || error ? "—" : quote ? formatCentavos(quote.totalCentavos) : "Calculando...";
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending}>
      <h2 id="cart-summary-title">Tu total:</h2>
      <p className="cart-summary__line">
        <span>Envío</span>
        <span>Sin costo</span>
      </p>
      <p
        className={`cart-summary__line cart-summary__total${pending && !unsettled ? " cart-summary__total--stale" : ""}`}
      >
        <span>Total</span>
        <span>{total}</span>
      </p>
      {unsettled ? (
        <p className="cart-summary__note" role="status">
          Escribe una cantidad de 1 o más para ver tu total.
        </p>
      ) : (
        error && (
          <p className="cart-summary__error" role="alert">
            {error}
          </p>
        )
      )}
      <button type="button" className="cart-summary__pay" disabled={unsettled} onClick={() => navigate("/place-order")}>
        Proceder al pago
      </button>
    </aside>
  );
}
