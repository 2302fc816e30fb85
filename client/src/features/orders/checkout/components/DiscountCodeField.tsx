// "¿Tienes un código?": the buyer types a code and the page asks the server for a new quote with it; the server's
// answer says what it takes off, or why it does not apply.
import { useState, type KeyboardEvent } from "react";
import type { QuoteState } from "../../cart/useQuote";

interface DiscountCodeFieldProps {
  /** the code the buyer applied, or null */
  applied: string | null;
  priced: QuoteState;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled: boolean;
}

export function DiscountCodeField({ applied, priced, onApply, onRemove, disabled }: DiscountCodeFieldProps) {
  const [draft, setDraft] = useState("");
  const discount = applied && !priced.pending ? priced.quote?.discount : null;
  const refusal = applied && !priced.pending ? priced.quote?.codeRefusal : null;

  function apply() {
    if (draft.trim()) onApply(draft.trim().toUpperCase());
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code instead of placing the order.
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  if (discount) {
    return (
      <div className="discount-code discount-code--applied" role="status">
        <p>
          Código <strong>{discount.code}</strong> aplicado: {discount.description}.
        </p>
        <button type="button" className="discount-code__remove" onClick={onRemove} disabled={disabled}>
          Quitar
        </button>
      </div>
    );
  }
  return (
    <div className="discount-code">
      <label htmlFor="discount-code">¿Tienes un código?</label>
      <div className="discount-code__row">
        <input
          id="discount-code"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={refusal ? "discount-code-refusal" : undefined}
        />
        <button
          type="button"
          className="discount-code__apply"
          onClick={apply}
          disabled={disabled || !draft.trim() || (!!applied && priced.pending)}
        >
          Aplicar
        </button>
      </div>
      {applied && priced.pending && <p className="checkout-box__muted">Revisando el código...</p>}
      {refusal && (
        <p id="discount-code-refusal" className="discount-code__refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
