import { NavLink } from "react-router-dom";
import { useAppSelector } from "../hooks";
import { CartIcon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { cartCount } from "@/features/orders";

/** The cart link; its badge (over the icon, so it moves nothing) shows only when the cart holds something. */
export function CartLink() {
  const stored = useAppSelector((state) => cartCount(state.cart.items));
  const count = useHydrated() ? stored : 0; // the cart lives in this browser's storage: never in the server's page
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
