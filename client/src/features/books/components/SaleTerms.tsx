import "./SaleTerms.css";

/**
 * How buying works, beside the price: paid in cash at OXXO with a voucher, free shipping, and how long the parcel
 * takes once paid (the author's words from the book editor).
 */
export function SaleTerms({ deliveryTime }: { deliveryTime: string }) {
  return (
    <ul className="sale-terms" aria-label="Pago y entrega">
      <li className="sale-terms__item">
        <svg className="sale-terms__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm1 2v8h16V8H4Zm8 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM6 10h2v4H6v-4Zm10 0h2v4h-2v-4Z"
          />
        </svg>
        <span>
          <strong>Pago en efectivo en OXXO.</strong> Al hacer tu pedido recibes una ficha para pagar en cualquier tienda
          OXXO; sin tarjeta.
        </span>
      </li>
      <li className="sale-terms__item">
        <svg className="sale-terms__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M2 5h12v3h4l4 4v5h-2a3 3 0 0 1-6 0H9a3 3 0 0 1-6 0H2V5Zm2 2v8h.8A3 3 0 0 1 9 15h3V7H4Zm10 3v5h.8a3 3 0 0 1 4.4 0h.8v-2.2L17.2 10H14ZM6 16.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm11 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
          />
        </svg>
        <span>
          <strong>Envío sin costo a todo México</strong>
        </span>
      </li>
      <li className="sale-terms__item">
        <svg className="sale-terms__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
          />
        </svg>
        <span>
          <strong>Tiempo de entrega:</strong> {deliveryTime} después de tu pago.
        </span>
      </li>
    </ul>
  );
}
