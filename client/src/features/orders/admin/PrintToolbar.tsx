import { printOrders } from "./print";

interface PrintToolbarProps {
  /** the paid orders on the page, newest first */
  paidIds: number[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** Prints the packing slips or the labels of the paid orders ticked on their cards, all at once. */
export function PrintToolbar({ paidIds, selected, onChange }: PrintToolbarProps) {
  if (paidIds.length === 0) return null;
  const count = selected.length;
  return (
    <div className="adm-orders__print" role="group" aria-label="Imprimir pedidos pagados">
      <span>
        {count === 0 ? "Marca los pedidos pagados que vas a empacar." : `${count} ${count === 1 ? "pedido seleccionado" : "pedidos seleccionados"}`}
      </span>
      {count < paidIds.length ? (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onChange(paidIds)}>
          Seleccionar los pagados ({paidIds.length})
        </button>
      ) : (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onChange([])}>
          Quitar la selección
        </button>
      )}
      <button type="button" className="adm-btn adm-btn--small" disabled={count === 0} onClick={() => void printOrders("packing-slips", selected)}>
        Imprimir hojas de empaque
      </button>
      <button type="button" className="adm-btn adm-btn--small" disabled={count === 0} onClick={() => void printOrders("address-labels", selected)}>
        Imprimir etiquetas
      </button>
    </div>
  );
}
