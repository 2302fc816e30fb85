// One order as the author works on it: what was bought, where it goes, its history, and the actions its status allows.
// The everyday actions come first; cancelling sits apart under "Más acciones", says what it does, and asks first.
import { useState } from "react";
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { formatTelefono } from "@autora/common/phone.ts";
import { LabelledValues } from "@/components/ui/LabelledValues";
import { formatDateTime, formatPrice } from "@autora/common/format.ts";
import { FormMessage, type Feedback } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { Order } from "@autora/common/contract/orders.ts";
import { OrderTimeline } from "./OrderTimeline";
import { ORDER_STATUS_TEXT } from "@autora/common/contract/orders.ts";
import { canCancel, cancelConsequences, ejemplares, heldCopies, orderStatusTone } from "./orderStatus";
import { ShipOrderForm, type Shipment } from "./ShipOrderForm";
import { DedicationNote } from "./DedicationNote";
import { PrintActions } from "./PrintActions";
import type { Printout } from "../api";

export type OrderAction =
  | { type: "pay" }
  | ({ type: "ship" } & Shipment)
  | ({ type: "correct-shipping" } & Shipment)
  | { type: "cancel" }
  | { type: "dedicated" }
  | { type: "print"; kind: Printout };

interface OrderCardProps {
  order: Order;
  /** the server runs the simulated payment provider, so a test payment can be marked */
  simulated: boolean;
  busy: boolean;
  disabled: boolean;
  /** how the last action on this order went, shown under its buttons */
  feedback: Feedback | null;
  /** resolves true when the action went through */
  onAction: (action: OrderAction) => Promise<boolean>;
  /** ticked to print with other paid orders (only paid orders offer the box) */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

export function OrderCard({
  order,
  simulated,
  busy,
  disabled,
  feedback,
  onAction,
  selected = false,
  onSelect,
}: OrderCardProps) {
  const { direccion } = order;
  const invoice = invoiceLines(order.factura);
  const [shipping, setShipping] = useState<"ship" | "correct" | null>(null);

  async function ship(type: "ship" | "correct-shipping", shipment: Shipment) {
    if (await onAction({ type: type, ...shipment })) setShipping(null);
  }

  return (
    <li className="adm-card adm-order" aria-busy={busy}>
      <header className="adm-order__header">
        {onSelect && order.status === "paid" && (
          // the label around the small box gives it a finger-sized tap area
          <label className="adm-order__pick-area">
            <input
              type="checkbox"
              className="adm-order__pick"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={`Seleccionar el pedido #${order.id} para imprimir`}
            />
          </label>
        )}
        <h2>Pedido #{order.id}</h2>
        <span className={`adm-badge adm-badge--${orderStatusTone[order.status]}`}>
          {ORDER_STATUS_TEXT[order.status].author}
        </span>
        {order.dedicatoria?.porDedicar && <span className="adm-badge adm-badge--warn">por dedicar</span>}
        <span className="adm-muted adm-order__date">{formatDateTime(order.createdAt)}</span>
      </header>
      {order.status === "pending" && (
        <p className="adm-order__held">
          Aparta {ejemplares(heldCopies(order))}
          {order.voucherExpiresAt && ` hasta que venza su ficha (${formatDateTime(order.voucherExpiresAt)})`};
          cancelarlo {heldCopies(order) === 1 ? "lo devuelve" : "los devuelve"} a la venta.
        </p>
      )}
      {order.stockShort && (
        <p className="adm-order__alert" role="note">
          Pagado después de vencer su ficha, cuando ya no había ejemplares suficientes: revisa tus existencias antes de
          enviarlo.
        </p>
      )}
      <div className="adm-order__columns">
        <div>
          <h3>Artículos</h3>
          <ul className="adm-order__items">
            {order.items.map((item, index) => (
              <li key={`${item.bookId}-${index}`}>
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span>{formatPrice(Number(item.price) * item.quantity)}</span>
              </li>
            ))}
          </ul>
          {order.discount && (
            <p className="adm-order__discount">
              <span>Descuento ({order.discount.code})</span> <span>−{formatPrice(order.discount.amount)}</span>
            </p>
          )}
          <p className="adm-order__total">
            <span>Total</span> <strong>{formatPrice(Number(order.total))}</strong>
          </p>
          {order.voucherUrl && (
            <a href={order.voucherUrl} target="_blank" rel="noreferrer">
              Ver la ficha de pago
            </a>
          )}
          <DedicationNote order={order} disabled={disabled} onDone={() => void onAction({ type: "dedicated" })} />
        </div>
        <div>
          <h3>Envío</h3>
          <address className="adm-order__address">
            {order.nombre}
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a> ·{" "}
            <a href={`tel:${order.telefono}`}>{formatTelefono(order.telefono)}</a>
            <br />
            {direccion.calleNumero}, {direccion.colonia}
            <br />
            C.P. {direccion.codigoPostal}, {direccion.ciudad}, {direccion.estado}
            {direccion.referencias && (
              <>
                <br />
                Referencias: {direccion.referencias}
              </>
            )}
          </address>
          <h3>Historial</h3>
          <OrderTimeline order={order} />
          {invoice.length > 0 && (
            <>
              <h3>Factura solicitada</h3>
              <LabelledValues rows={invoice} className="adm-order__invoice" />
            </>
          )}
        </div>
      </div>
      {shipping === "ship" && order.status === "paid" && (
        <ShipOrderForm
          orderId={order.id}
          disabled={disabled}
          onShip={(shipment) => void ship("ship", shipment)}
          onCancel={() => setShipping(null)}
        />
      )}
      {shipping === "correct" && order.status === "shipped" && (
        <ShipOrderForm
          orderId={order.id}
          correcting={{ carrier: order.carrier, trackingNumber: order.trackingNumber }}
          disabled={disabled}
          onShip={(shipment) => void ship("correct-shipping", shipment)}
          onCancel={() => setShipping(null)}
        />
      )}
      <div className="adm-form__actions adm-order__actions">
        {busy && <Spinner inline label="Actualizando pedido" />}
        <PrintActions order={order} onPrint={(kind) => void onAction({ type: "print", kind })} />
        {simulated && order.status === "pending" && (
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--small"
            onClick={() => void onAction({ type: "pay" })}
            disabled={disabled}
          >
            Marcar como pagado (prueba)
          </button>
        )}
        {order.status === "paid" && !shipping && (
          <button
            type="button"
            className="adm-btn adm-btn--small"
            onClick={() => setShipping("ship")}
            disabled={disabled}
          >
            Marcar como enviado
          </button>
        )}
        {order.status === "shipped" && !shipping && (
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--small"
            onClick={() => setShipping("correct")}
            disabled={disabled}
          >
            Corregir datos de envío
          </button>
        )}
      </div>
      <FormMessage feedback={feedback} className="adm-order__feedback" />
      {canCancel(order.status) && (
        <details className="adm-order__more">
          <summary>Más acciones</summary>
          <div className="adm-order__danger">
            <p>{cancelConsequences(order)}</p>
            <button
              type="button"
              className="adm-btn adm-btn--danger adm-btn--small"
              onClick={() => void onAction({ type: "cancel" })}
              disabled={disabled}
            >
              Cancelar pedido
            </button>
          </div>
        </details>
      )}
    </li>
  );
}
