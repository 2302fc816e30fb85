// The orders domain's public surface (the cart, and what the dashboard shows of orders): other features and the app
// import it from here only.
export { default as cartReducer, loadCartState, cartCount, addToCart, clearCart } from "./cart/cartSlice";
export { downloadOrdersCsv, getSalesSummary } from "./api";
export { heldSummary, PENDING_ORDERS_PATH } from "./admin/orderStatus";
