import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { addToCart } from "@/features/orders";
import "./AddToCartButton.css";

/**
 * Adds the book to the cart and says so for a few seconds (the status line keeps its space: no layout shift).
 * With no copies left (stock 0) it says "Agotado" and the button is disabled.
 */
export function AddToCartButton({ bookId, label, stock }: { bookId: number; label: string; stock?: number | null }) {
  const soldOut = stock === 0;
  const dispatch = useAppDispatch();
  const [added, setAdded] = useState(0);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(0), 4000);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <div className="buy">
      <button
        type="button"
        className="buy__button"
        data-replay
        disabled={soldOut}
        aria-describedby={soldOut ? `agotado-${bookId}` : undefined}
        onClick={() => {
          dispatch(addToCart(bookId));
          setAdded((n) => n + 1);
        }}
      >
        {label}
      </button>
      <p className="buy__status" role="status">
        {soldOut && (
          <strong id={`agotado-${bookId}`} className="buy__soldout">
            Agotado
          </strong>
        )}
        {!soldOut && added > 0 && (
          <>
            Libro agregado al carrito. <Link to="/cart">Ver carrito</Link>
          </>
        )}
      </p>
    </div>
  );
}
