import { NavLink } from "react-router-dom";
import { useAppSelector } from "../hooks";
import { CartIcon } from "../../components/ui/icons";
import { cartCount } from "../../features/cart/cartSlice";

/** The cart link; its badge shows only when the cart holds something. */
export function CartLink() {
  const count = useAppSelector((state) => cartCount(state.cart.items));
  return (
    <NavLink to="/cart" className="cart-link">
      <CartIcon />
      <span className="cart-link__label">Carrito</span>
      {count > 0 && (
        <span className="cart-badge" data-testid="cart-badge">
          {count}
          <span className="sr-only"> {count === 1 ? "artículo" : "artículos"}</span>
        </span>
      )}
    </NavLink>
  );
}
