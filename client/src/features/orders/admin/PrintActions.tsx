import type { Order } from "@autora/common/contract/orders.ts";
import { canPrint, printOrders } from "./print";

/** An order card's "Hoja de empaque" and "Etiqueta" buttons, for a paid or shipped order. */
export function PrintActions({ order }: { order: Order }) {
  if (!canPrint(order.status)) return null;
  return (
    <>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => void printOrders("packing-slips", [order.id])}>
        Hoja de empaque
      </button>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => void printOrders("address-labels", [order.id])}>
        Etiqueta
      </button>
    </>
  );
}
