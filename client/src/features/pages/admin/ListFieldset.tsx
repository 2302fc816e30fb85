// A list the author edits item by item (the values, the reasons, the testimonials): each item with its fields and a
// "Quitar" button, and one button to add another up to the list's limit.
import type { ReactNode } from "react";

interface ListFieldsetProps<T> {
  legend: string;
  hint?: string;
  items: T[];
  max: number;
  /** the name of one item, for the buttons ("valor": "Agregar valor", "Quitar valor 2") */
  itemName: string;
  /** the list's own message (too few, too many) */
  error?: string;
  renderItem: (item: T, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function ListFieldset<T>({
  legend,
  hint,
  items,
  max,
  itemName,
  error,
  renderItem,
  onAdd,
  onRemove,
}: ListFieldsetProps<T>) {
  return (
    <fieldset className="adm-fieldset adm-list-fieldset">
      <legend>{legend}</legend>
      {hint && <p className="adm-muted">{hint}</p>}
      <ol className="adm-list-fieldset__items">
        {items.map((item, index) => (
          <li key={index} className="adm-list-fieldset__item">
            {renderItem(item, index)}
            <button
              type="button"
              className="adm-btn adm-btn--ghost adm-btn--small"
              onClick={() => onRemove(index)}
              aria-label={`Quitar ${itemName} ${index + 1}`}
            >
              Quitar
            </button>
          </li>
        ))}
      </ol>
      {error && <p className="adm-field__error">{error}</p>}
      <button
        type="button"
        className="adm-btn adm-btn--ghost adm-btn--small"
        onClick={onAdd}
        disabled={items.length >= max}
      >
        Agregar {itemName}
      </button>
    </fieldset>
  );
}
