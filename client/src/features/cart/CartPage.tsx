// /cart: the books in the cart, their quantities and the total.
import { Link } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { useCatalogue } from "../book/useCatalogue";
import { CartItemRow } from "./components/CartItemRow";
import { OrderSummary } from "./components/OrderSummary";
import { cartTotal } from "./cartSlice";
import { usePageMeta } from "../../components/ui/usePageMeta";
import "./CartPage.css";

export default function CartPage() {
  usePageMeta("Carrito");
  const items = useAppSelector((state) => state.cart.items);
  const products = useCatalogue();

  const hasItems = Object.values(items).some((quantity) => quantity > 0);
  // Items at 0 (after the remove button) stay in the store but are hidden.
  const lines = (products ?? []).filter((product) => (items[String(product.id)] ?? 0) > 0);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-page__title">
        Carrito
      </h1>
      {!hasItems || (products && lines.length === 0) ? (
        <div className="cart-page__empty">
          <p>Aún no hay nada en tu carrito!</p>
          <Link to="/urdimbre">Conoce el libro</Link>
        </div>
      ) : !products ? (
        <p className="cart-page__loading">Cargando productos...</p>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-items">
            {lines.map((product) => (
              <CartItemRow key={product.id} product={product} quantity={items[String(product.id)]} />
            ))}
          </ul>
          <OrderSummary total={cartTotal(items, products)} />
        </div>
      )}
    </section>
  );
}
