import { formatDateTime } from "@autora/common/format.ts";
import type { Order } from "@autora/common/contract/orders.ts";

interface DedicationNoteProps {
  order: Order;
  disabled: boolean;
  onDone: () => void;
}

/** The dedication the buyer asked for; while the order is "por dedicar", the author ticks it written here. */
export function DedicationNote({ order, disabled, onDone }: DedicationNoteProps) {
  const dedication = order.dedicatoria;
  if (!dedication) return null;
  return (
    <div className="adm-order__dedication">
      {/* not a heading: the card's headings are set in capitals, and the name is read as typed */}
      <p>
        Dedicatoria: <strong>{dedication.nombre}</strong>
      </p>
      {dedication.mensaje && <p className="adm-order__dedication-message">«{dedication.mensaje}»</p>}
      {dedication.hechaEn && <p className="adm-muted">Dedicado el {formatDateTime(dedication.hechaEn)}</p>}
      {dedication.porDedicar && (
        <button type="button" className="adm-btn adm-btn--small" onClick={onDone} disabled={disabled}>
          Ya lo dediqué
        </button>
      )}
    </div>
  );
}
