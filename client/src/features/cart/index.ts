// The cart feature's public surface: other features and the app import it from here only.
export { default as cartReducer, loadCartState, cartCount, addToCart, clearCart } from "./cartSlice";
