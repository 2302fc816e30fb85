import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useAppDispatch } from "../../../app/hooks";
import { addToCart } from "../../cart/cartSlice";
import "./AddToCartButton.css";

/** Adds the book to the cart and says so for a few seconds (the status line keeps its space: no layout shift). */
export function AddToCartButton({ bookId, label }: { bookId: number; label: string }) {
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
        onClick={() => {
          dispatch(addToCart(bookId));
          setAdded((n) => n + 1);
        }}
      >
        {label}
      </button>
      <p className="buy__status" role="status">
        {added > 0 && (
          <>
            Libro agregado al carrito. <Link to="/cart">Ver carrito</Link>
          </>
        )}
      </p>
    </div>
  );
}
