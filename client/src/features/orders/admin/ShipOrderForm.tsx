// The carrier and the tracking number of an order: to mark it shipped ("Confirmar envío"), or to correct them once it
// has left ("Guardar datos de envío"). The carrier is picked from the known ones (their tracking pages are linked) or
// typed; both are optional, and the buyer sees them.
import { useId, useState, type FormEvent } from "react";
import { CARRIERS, findCarrier, trackingLink } from "@autora/common/contract/orders-carriers.ts";

const OTHER = "otra";

export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

interface ShipOrderFormProps {
  orderId: number;
  /** correcting a shipped order's data, which the form starts with */
  correcting?: { carrier: string | null; trackingNumber: string | null };
  disabled: boolean;
  onShip: (shipment: Shipment) => void;
  onCancel: () => void;
}

export function ShipOrderForm({ orderId, correcting, disabled, onShip, onCancel }: ShipOrderFormProps) {
  const id = useId();
  const known = findCarrier(correcting?.carrier);
  const [choice, setChoice] = useState(known?.name ?? (correcting?.carrier ? OTHER : ""));
  const [otherCarrier, setOtherCarrier] = useState(known ? "" : (correcting?.carrier ?? ""));
  const [trackingNumber, setTrackingNumber] = useState(correcting?.trackingNumber ?? "");
  const carrier = (choice === OTHER ? otherCarrier : choice).trim();
  const link = trackingLink(carrier, trackingNumber);

  function submit(event: FormEvent) {
    event.preventDefault();
    onShip({ carrier: carrier || undefined, trackingNumber: trackingNumber.trim() || undefined });
  }

  return (
    <form
      className="adm-ship"
      onSubmit={submit}
      aria-label={correcting ? `Corregir el envío del pedido #${orderId}` : `Envío del pedido #${orderId}`}
    >
      <div className="adm-field">
        <label htmlFor={`${id}-carrier`}>Paquetería (opcional)</label>
        <select id={`${id}-carrier`} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={disabled}>
          <option value="">Sin indicar</option>
          {CARRIERS.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
          <option value={OTHER}>Otra paquetería…</option>
        </select>
      </div>
      {choice === OTHER && (
        <div className="adm-field">
          <label htmlFor={`${id}-other`}>Nombre de la paquetería</label>
          <input
            id={`${id}-other`}
            value={otherCarrier}
            onChange={(e) => setOtherCarrier(e.target.value)}
            maxLength={80}
            disabled={disabled}
          />
        </div>
      )}
      <div className="adm-field">
        <label htmlFor={`${id}-tracking`}>Número de guía (opcional)</label>
        <input
          id={`${id}-tracking`}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          maxLength={80}
          autoComplete="off"
          disabled={disabled}
        />
      </div>
      <p className="adm-ship__link adm-muted">
        {link ? (
          <>
            El comprador podrá rastrearlo en{" "}
            <a href={link.url} target="_blank" rel="noreferrer">
              la página de {link.carrier.name}
            </a>
            {link.carrier.numberInLink ? "." : " (ahí se escribe la guía)."}
          </>
        ) : carrier && trackingNumber.trim() ? (
          "No conocemos la página de rastreo de esa paquetería: el comprador verá la guía sin enlace."
        ) : (
          "El comprador verá la paquetería y la guía en su pedido y en el correo que le avisa."
        )}
      </p>
      <div className="adm-form__actions">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={onCancel} disabled={disabled}>
          Volver
        </button>
        <button type="submit" className="adm-btn adm-btn--small" disabled={disabled}>
          {correcting ? "Guardar datos de envío" : "Confirmar envío"}
        </button>
      </div>
    </form>
  );
}
