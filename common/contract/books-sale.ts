// What the book's pages say beside the price: the copies left (also in the cart) and the delivery time. No zod here:
// the public pages import it.

/** "Tiempo de entrega" until the author writes her own. */
export const DEFAULT_DELIVERY_TIME = "3 a 7 días hábiles";

/** At this many copies or fewer, the book's pages say how many are left. */
export const FEW_COPIES_LEFT = 3;

/** "Queda 1 ejemplar", "Quedan 3 ejemplares": beside COMPRAR when few are left. */
export const copiesLeftText = (copies: number) => (copies === 1 ? "Queda 1 ejemplar" : `Quedan ${copies} ejemplares`);

/** "Solo queda 1 ejemplar", "Solo quedan 3 ejemplares": why the cart stops at that quantity. */
export const onlyCopiesLeftText = (copies: number) =>
  copies === 1 ? "Solo queda 1 ejemplar" : `Solo quedan ${copies} ejemplares`;

/** Whether a page should say how many copies are left (null stock: sin límite). */
export const fewCopiesLeft = (stock: number | null | undefined): stock is number =>
  typeof stock === "number" && stock > 0 && stock <= FEW_COPIES_LEFT;
