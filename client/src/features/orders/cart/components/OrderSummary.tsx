import { useNavigate } from "react-router-dom";
import { formatPrice } from "@autora/common/format.ts";

/** 'Tú total:' with the amount of the books in the cart and the way on to the shipping form. */
export function OrderSummary({ total }: { total: number }) {
  const navigate = useNavigate();
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Tú total:</h2>
      <p className="cart-summary__line">
        <span>Envío</span>
        <span>Sin costo</span>
      </p>
      <p className="cart-summary__line cart-summary__total">
        <span>Total</span>
        <span>{formatPrice(total)}</span>
      </p>
      <button type="button" className="cart-summary__pay" onClick={() => navigate("/place-order")}>
        Proceder al pago
      </button>
    </aside>
  );
}
