import { useMutation } from "@/lib/useMutation";
import { FormMessage } from "@/components/ui/FormMessage";
import type { Printout } from "../api";
import { PRINT_FAILED, printOrders } from "./print";

interface PrintToolbarProps {
  /** the paid orders on the page, newest first */
  paidIds: number[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** Prints the packing slips or the labels of the paid orders ticked on their cards, all at once. */
export function PrintToolbar({ paidIds, selected, onChange }: PrintToolbarProps) {
  const printing = useMutation();
  if (paidIds.length === 0) return null;
  const count = selected.length;
  const print = (kind: Printout) =>
    void printing.run(() => printOrders(kind, selected), { revalidate: false, failure: PRINT_FAILED });
  return (
    <div className="adm-orders__print" role="group" aria-label="Imprimir pedidos pagados">
      <span>
        {count === 0
          ? "Marca los pedidos pagados que vas a empacar."
          : `${count} ${count === 1 ? "pedido seleccionado" : "pedidos seleccionados"}`}
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
      <button
        type="button"
        className="adm-btn adm-btn--small"
        disabled={count === 0}
        onClick={() => print("packing-slips")}
      >
        Imprimir hojas de empaque
      </button>
      <button
        type="button"
        className="adm-btn adm-btn--small"
        disabled={count === 0}
        onClick={() => print("address-labels")}
      >
        Imprimir etiquetas
      </button>
      <FormMessage feedback={printing.feedback} className="adm-orders__print-feedback" />
    </div>
  );
}
