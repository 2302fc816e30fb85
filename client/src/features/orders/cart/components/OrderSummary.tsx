import { useNavigate } from "react-router-dom";
import { formatPriceCentavos } from "@autora/common/format.ts";
import type { QuoteState } from "../useQuote";

/** 'Tú total:' with the server's total for the books in the cart and the way on to the shipping form. */
export function OrderSummary({ quote, error, pending }: QuoteState) {
  const navigate = useNavigate();
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending}>
      <h2 id="cart-summary-title">Tú total:</h2>
      <p className="cart-summary__line">
        <span>Envío</span>
        <span>Sin costo</span>
      </p>
      <p className={`cart-summary__line cart-summary__total${pending ? " cart-summary__total--stale" : ""}`}>
        <span>Total</span>
        <span>{quote ? formatPriceCentavos(quote.totalCentavos) : error ? "—" : "Calculando..."}</span>
      </p>
      {error && (
        <p className="cart-summary__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="cart-summary__pay" onClick={() => navigate("/place-order")}>
        Proceder al pago
      </button>
    </aside>
  );
}
