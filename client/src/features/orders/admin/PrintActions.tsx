import type { Order } from "@autora/common/contract/orders.ts";
import type { Printout } from "../api";
import { canPrint } from "./print";

/** An order card's "Hoja de empaque" and "Etiqueta" buttons, for a paid or shipped order. */
export function PrintActions({ order, onPrint }: { order: Order; onPrint: (kind: Printout) => void }) {
  if (!canPrint(order.status)) return null;
  return (
    <>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onPrint("packing-slips")}>
        Hoja de empaque
      </button>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onPrint("address-labels")}>
        Etiqueta
      </button>
    </>
  );
}
