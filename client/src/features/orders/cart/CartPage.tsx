// /cart: the books in the cart, their quantities and the total the server quotes for them.
import { useCallback, useEffect, useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { setQuantity } from "./cartSlice";
import { CartItemRow } from "./components/CartItemRow";
import { OrderSummary } from "./components/OrderSummary";
import { useQuote } from "./useQuote";
import { loadCartBooks } from "./loadCartBooks";
import "./CartPage.css";

/** The books on sale, to show the cart's lines; when they cannot be read, why (the cart itself is kept). */
export const loader = loadCartBooks;

/** How long "Deshacer" stays offered after a book is taken out of the cart. */
const UNDO_MS = 8000;

interface Removed {
  id: number;
  name: string;
  quantity: number;
}

export default function CartPage() {
  const items = useAppSelector((state) => state.cart.items);
  const dispatch = useAppDispatch();
  // the book last taken out with "Eliminar", while it can still be put back
  const [removed, setRemoved] = useState<Removed | null>(null);
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);
  const loaded = useLoaderData<typeof loader>();
  const products = loaded.data ?? [];
  const error = loaded.error;
  // the lines whose quantity field holds no quantity right now (empty, 0)
  const [unsettled, setUnsettled] = useState<ReadonlySet<number>>(new Set());
  const onUnsettled = useCallback((id: number, is: boolean) => {
    setUnsettled((current) => {
      if (current.has(id) === is) return current;
      const next = new Set(current);
      if (is) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const hasItems = Object.values(items).some((quantity) => quantity > 0);
  // Items at 0 (after the remove button) stay in the store but are hidden.
  const lines = products.filter((product) => (items[String(product.id)] ?? 0) > 0);
  const quote = useQuote(
    lines.length
      ? { items: lines.map((product) => ({ bookId: product.id, quantity: items[String(product.id)] })) }
      : null,
  );

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-page__title">
        Carrito
      </h1>
      <div className="cart-page__undo" role="status">
        {removed && (
          <>
            <span>Quitaste «{removed.name}» de tu carrito.</span>
            <button
              type="button"
              onClick={() => {
                dispatch(setQuantity({ id: removed.id, quantity: removed.quantity }));
                setRemoved(null);
              }}
            >
              Deshacer
            </button>
          </>
        )}
      </div>
      {error && hasItems ? (
        <p className="cart-page__error" role="alert">
          {error}
        </p>
      ) : !hasItems || lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>¡Aún no hay nada en tu carrito!</p>
          <Link to="/urdimbre">Conoce el libro</Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-items">
            {lines.map((product) => (
              <CartItemRow
                key={product.id}
                product={product}
                quantity={items[String(product.id)]}
                onUnsettled={onUnsettled}
                onRemove={() => {
                  setRemoved({ id: product.id, name: product.name, quantity: items[String(product.id)] });
                  onUnsettled(product.id, false);
                  dispatch(setQuantity({ id: product.id, quantity: 0 }));
                }}
              />
            ))}
          </ul>
          <OrderSummary {...quote} unsettled={lines.some((product) => unsettled.has(product.id))} />
        </div>
      )}
    </section>
  );
}
