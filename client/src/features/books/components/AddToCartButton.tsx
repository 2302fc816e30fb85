import { useState } from "react";
import { Link } from "react-router-dom";
import { copiesLeftText, fewCopiesLeft } from "@autora/common/contract/books-sale.ts";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { addToCart } from "@/features/orders";
import { countCartTap } from "@/features/stats";
import "./AddToCartButton.css";

type Note = "added" | "all-in-cart" | null;

/**
 * COMPRAR: adds the book to the cart and says so, with the way to the cart ("Ver carrito"); the line stays until the
 * reader leaves the page. It never puts more copies in the cart than there are: at the stock it says so instead. With
 * few copies left it says how many; with none it says "Agotado" and the button is disabled. A tap made before the app
 * started is replayed (data-replay).
 */
export function AddToCartButton({ bookId, stock }: { bookId: number; stock?: number | null }) {
  const soldOut = stock === 0;
  const dispatch = useAppDispatch();
  // read only when tapped: the server's page and the first render do not depend on this browser's cart
  const inCart = useAppSelector((state) => state.cart.items[String(bookId)] ?? 0);
  const [note, setNote] = useState<Note>(null);
  const statusId = `compra-${bookId}`;

  function buy() {
    if (typeof stock === "number" && inCart >= stock) {
      setNote("all-in-cart");
      return;
    }
    dispatch(addToCart(bookId));
    setNote("added");
    countCartTap(); // the visit statistics' funnel: a tap on COMPRAR
  }

  return (
    <div className="buy">
      {fewCopiesLeft(stock) && <p className="buy__few">{copiesLeftText(stock)}</p>}
      <button
        type="button"
        className="buy__button"
        data-replay
        disabled={soldOut}
        aria-describedby={soldOut || note ? statusId : undefined}
        onClick={buy}
      >
        COMPRAR
      </button>
      <div id={statusId} className="buy__status" role="status">
        {soldOut && <strong className="buy__soldout">Agotado</strong>}
        {!soldOut && note && (
          <>
            <span className={note === "added" ? "buy__added" : "buy__all-in-cart"}>
              {note === "added"
                ? "Agregado al carrito."
                : `Ya tienes en tu carrito ${stock === 1 ? "el único ejemplar que queda" : `los ${stock} ejemplares que quedan`}.`}
            </span>
            <Link to="/cart" className="buy__cart">
              Ver carrito
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
