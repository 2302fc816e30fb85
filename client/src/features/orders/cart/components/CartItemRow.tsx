import { useEffect, useState } from "react";
import { onlyCopiesLeftText } from "@autora/common/contract/books-sale.ts";
import { formatPrice } from "@autora/common/format.ts";
import { useAppDispatch } from "@/app/hooks";
import type { Book } from "@/features/books";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { addToCart, removeOne, setQuantity } from "../cartSlice";

interface CartItemRowProps {
  product: Book;
  quantity: number;
  /** the field holds something that is not a quantity (empty, 0): the page shows no total until it does */
  onUnsettled: (id: number, unsettled: boolean) => void;
  /** "Eliminar": the page takes the book out and offers to undo it */
  onRemove: () => void;
}

/**
 * One book in the cart with its subtotal: − lowers the quantity by one down to 1 (only "Eliminar" takes the book out,
 * so a tap too many never loses a line), + raises it, and typing 1 or more sets it; lower values are not taken. The quantity never passes the copies in stock: the field and + stop there and a
 * line says why.
 */
export function CartItemRow({ product, quantity, onUnsettled, onRemove }: CartItemRowProps) {
  const dispatch = useAppDispatch();
  // What the person is typing; the stored quantity shows again when the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const stock = typeof product.stock === "number" ? product.stock : null;
  const atStock = stock !== null && quantity >= stock;
  const inputId = `cart-quantity-${product.id}`;
  const noteId = `cart-stock-${product.id}`;
  const image = product.images[0]?.url;

  // A cart kept from before may ask for more than there are now: it is brought down to the stock, and the line says why.
  useEffect(() => {
    if (stock !== null && stock > 0 && quantity > stock) dispatch(setQuantity({ id: product.id, quantity: stock }));
  }, [dispatch, product.id, quantity, stock]);

  function type(text: string) {
    setDraft(text);
    const value = Number(text);
    const valid = text !== "" && Number.isInteger(value) && value >= 1;
    onUnsettled(product.id, !valid);
    if (valid)
      dispatch(setQuantity({ id: product.id, quantity: stock !== null && stock > 0 ? Math.min(value, stock) : value }));
  }

  const settle = () => {
    setDraft(null);
    onUnsettled(product.id, false);
  };

  return (
    <li className="cart-item">
      <div className="cart-item__image">
        {image && <UploadedImage src={image} sizes="6rem" alt={product.name} width={96} height={144} />}
      </div>
      <div className="cart-item__body">
        <h2 className="cart-item__name">{product.name}</h2>
        <p className="cart-item__price">{formatPrice(product.price)}</p>
        <div className="cart-item__controls">
          <label htmlFor={inputId}>Cantidad</label>
          <div className="cart-item__stepper">
            <button
              type="button"
              className="cart-item__step"
              aria-label={`Quitar uno de ${product.name}`}
              disabled={quantity <= 1}
              onClick={() => {
                settle();
                dispatch(removeOne(product.id));
              }}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              id={inputId}
              type="number"
              min={1}
              max={stock !== null && stock > 0 ? stock : undefined}
              step={1}
              inputMode="numeric"
              value={draft ?? String(quantity)}
              onChange={(event) => type(event.target.value)}
              onBlur={settle}
              aria-describedby={atStock || stock === 0 ? noteId : undefined}
            />
            <button
              type="button"
              className="cart-item__step"
              aria-label={`Agregar uno de ${product.name}`}
              disabled={atStock}
              onClick={() => {
                settle();
                dispatch(addToCart(product.id));
              }}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className="cart-item__remove"
            aria-label={`Eliminar ${product.name} del carrito`}
            onClick={() => {
              settle();
              onRemove();
            }}
          >
            Eliminar
          </button>
        </div>
        <p className="cart-item__subtotal">
          Subtotal: <strong>{formatPrice(product.price * quantity)}</strong>
        </p>
        {stock === 0 ? (
          <p id={noteId} className="cart-item__stock cart-item__stock--out">
            Agotado: quítalo de tu carrito para continuar.
          </p>
        ) : (
          atStock && (
            <p id={noteId} className="cart-item__stock">
              {onlyCopiesLeftText(stock)}: no puedes agregar más.
            </p>
          )
        )}
      </div>
    </li>
  );
}
