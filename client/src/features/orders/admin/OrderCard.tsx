import { useState } from "react";
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { formatTelefono } from "@autora/common/phone.ts";
import { LabelledValues } from "@/components/ui/LabelledValues";
import { formatDateTime, formatPrice } from "@autora/common/format.ts";
import { Spinner } from "@/components/ui/Spinner";
import type { Order } from "@autora/common/contract/orders.ts";
import { OrderTimeline } from "./OrderTimeline";
import { ORDER_STATUS_TEXT } from "@autora/common/contract/orders.ts";
import { canCancel, ejemplares, heldCopies, orderStatusTone } from "./orderStatus";
import { ShipOrderForm } from "./ShipOrderForm";
import { DedicationNote } from "./DedicationNote";
import { PrintActions } from "./PrintActions";

export type OrderAction = { type: "pay" } | { type: "ship"; carrier?: string; trackingNumber?: string } | { type: "cancel" } | { type: "dedicated" };

interface OrderCardProps {
  order: Order;
  /** the server runs the simulated payment provider, so a test payment can be marked */
  simulated: boolean;
  busy: boolean;
  disabled: boolean;
  onAction: (action: OrderAction) => void;
  /** ticked to print with other paid orders (only paid orders offer the box) */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

export function OrderCard({ order, simulated, busy, disabled, onAction, selected = false, onSelect }: OrderCardProps) {
  const { direccion } = order;
  const invoice = invoiceLines(order.factura);
  const [shipping, setShipping] = useState(false);
  return (
    <li className="adm-card adm-order" aria-busy={busy}>
      <header className="adm-order__header">
        {onSelect && order.status === "paid" && (
          <input type="checkbox" className="adm-order__pick" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Seleccionar el pedido #${order.id} para imprimir`} />
        )}
        <h2>Pedido #{order.id}</h2>
        <span className={`adm-badge adm-badge--${orderStatusTone[order.status]}`}>{ORDER_STATUS_TEXT[order.status].author}</span>
        {order.dedicatoria?.porDedicar && <span className="adm-badge adm-badge--warn">por dedicar</span>}
        <span className="adm-muted adm-order__date">{formatDateTime(order.createdAt)}</span>
      </header>
      {order.status === "pending" && (
        <p className="adm-order__held">
          Aparta {ejemplares(heldCopies(order))}
          {order.voucherExpiresAt && ` hasta que venza su ficha (${formatDateTime(order.voucherExpiresAt)})`}; cancelarlo los devuelve a la venta.
        </p>
      )}
      {order.stockShort && (
        <p className="adm-order__alert" role="note">
          Pagado después de vencer su ficha, cuando ya no había ejemplares suficientes: revisa tus existencias antes de enviarlo.
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
              Ver voucher de pago
            </a>
          )}
          <DedicationNote order={order} disabled={disabled} onDone={() => onAction({ type: "dedicated" })} />
        </div>
        <div>
          <h3>Envío</h3>
          <address className="adm-order__address">
            {order.nombre}
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a> · <a href={`tel:${order.telefono}`}>{formatTelefono(order.telefono)}</a>
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
      {shipping && order.status === "paid" && (
        <ShipOrderForm orderId={order.id} disabled={disabled} onShip={(data) => onAction({ type: "ship", ...data })} onCancel={() => setShipping(false)} />
      )}
      <div className="adm-form__actions adm-order__actions">
        {busy && <Spinner inline label="Actualizando pedido" />}
        <PrintActions order={order} />
        {simulated && order.status === "pending" && (
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => onAction({ type: "pay" })} disabled={disabled}>
            Marcar como pagado (prueba)
          </button>
        )}
        {order.status === "paid" && !shipping && (
          <button type="button" className="adm-btn adm-btn--small" onClick={() => setShipping(true)} disabled={disabled}>
            Marcar como enviado
          </button>
        )}
        {canCancel(order.status) && (
          <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => onAction({ type: "cancel" })} disabled={disabled}>
            Cancelar
          </button>
        )}
      </div>
    </li>
  );
}
