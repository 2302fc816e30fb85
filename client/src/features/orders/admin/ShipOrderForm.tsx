// "Marcar como enviado" with the carrier and the tracking number (both optional), which the buyer then sees.
import { useId, useState, type FormEvent } from "react";

interface ShipOrderFormProps {
  orderId: number;
  disabled: boolean;
  onShip: (shipping: { carrier?: string; trackingNumber?: string }) => void;
  onCancel: () => void;
}

export function ShipOrderForm({ orderId, disabled, onShip, onCancel }: ShipOrderFormProps) {
  const id = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    onShip({ carrier: carrier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined });
  }

  return (
    <form className="adm-ship" onSubmit={submit} aria-label={`Envío del pedido #${orderId}`}>
      <div className="adm-field">
        <label htmlFor={`${id}-carrier`}>Paquetería (opcional)</label>
        <input id={`${id}-carrier`} value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={80} placeholder="Estafeta, DHL, Correos de México…" disabled={disabled} />
      </div>
      <div className="adm-field">
        <label htmlFor={`${id}-tracking`}>Número de guía (opcional)</label>
        <input id={`${id}-tracking`} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} maxLength={80} disabled={disabled} />
      </div>
      <div className="adm-form__actions">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={onCancel} disabled={disabled}>
          Volver
        </button>
        <button type="submit" className="adm-btn adm-btn--small" disabled={disabled}>
          Confirmar envío
        </button>
      </div>
    </form>
  );
}
