import { useState } from "react";
import { useAppDispatch } from "@/app/hooks";
import { formatPrice } from "@autora/common/format.ts";
import type { Book } from "@/features/books";
import { removeOne, setQuantity } from "../cartSlice";
import { UploadedImage } from "@/components/ui/UploadedImage";

/** One book in the cart: typing 1 or more sets the quantity (lower values are ignored); remove takes one away. */
export function CartItemRow({ product, quantity }: { product: Book; quantity: number }) {
  const dispatch = useAppDispatch();
  // What the person is typing; the stored quantity shows again when the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = `cart-quantity-${product.id}`;
  const image = product.images[0]?.url;

  return (
    <li className="cart-item">
      <div className="cart-item__image">{image && <UploadedImage src={image} sizes="6rem" alt={product.name} width={96} height={144} />}</div>
      <div className="cart-item__body">
        <h2 className="cart-item__name">{product.name}</h2>
        <p className="cart-item__price">{formatPrice(product.price)}</p>
        <div className="cart-item__controls">
          <label htmlFor={inputId}>Cantidad</label>
          <input
            id={inputId}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={draft ?? String(quantity)}
            onChange={(event) => {
              setDraft(event.target.value);
              const value = Number(event.target.value);
              if (event.target.value !== "" && Number.isInteger(value) && value >= 1) dispatch(setQuantity({ id: product.id, quantity: value }));
            }}
            onBlur={() => setDraft(null)}
          />
          <button type="button" className="cart-item__remove" aria-label={`Quitar uno de ${product.name}`} onClick={() => dispatch(removeOne(product.id))}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
            </svg>
          </button>
        </div>
      </div>
    </li>
  );
}
