// /orders: what the buyer entered, a thank-you and the link to the payment slip (navigation state from checkout).
import { Link, useLocation } from "react-router-dom";
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { isOrderPlacedState } from "./shipping";
import { usePageMeta } from "@/components/ui/usePageMeta";
import "./OrdersPage.css";
import { LabelledValues } from "@/components/ui/LabelledValues";

export default function OrdersPage() {
  usePageMeta("Información de tu pedido");
  const { state } = useLocation();

  if (!isOrderPlacedState(state)) {
    return (
      <section className="order-info">
        <div className="order-info__card">
          <h1 className="sr-only">Información de tu pedido</h1>
          <p className="order-info__empty">No hay información del usuario.</p>
          <p className="order-info__note">
            ¿Buscas un pedido que ya hiciste? <Link to="/consultar-pedido">Consulta tu pedido</Link> con su número y tu correo.
          </p>
          <Link to="/" className="order-info__home">
            Regresar al inicio
          </Link>
        </div>
      </section>
    );
  }

  const { shippingInfo: info, voucherUrl, factura } = state;
  const invoice = invoiceLines(factura);
  const firstName = info.nombres.trim().split(/\s+/)[0];
  return (
    <section className="order-info" aria-labelledby="order-info-title">
      <div className="order-info__card">
        <h1 id="order-info-title" className="order-info__title">
          Información de tu pedido
        </h1>
        <dl className="order-info__data">
          <div>
            <dt>Nombre</dt>
            <dd>
              {info.nombres} {info.apellidos}
            </dd>
          </div>
          <div>
            <dt>Correo electrónico</dt>
            <dd>{info.email}</dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>{info.telefono}</dd>
          </div>
          <div>
            <dt>Dirección</dt>
            <dd>
              <address>
                {info.calleNumero}
                <br />
                Col. {info.colonia}
                <br />
                C.P. {info.codigoPostal}
                <br />
                {info.ciudad}, {info.estado}
              </address>
            </dd>
          </div>
        </dl>
        {invoice.length > 0 && (
          <section className="order-info__invoice" aria-labelledby="order-invoice-title">
            <h2 id="order-invoice-title">Datos de facturación</h2>
            <LabelledValues rows={invoice} className="order-info__data" />
            <p className="order-info__note">La persona contadora de la autora emitirá tu factura (CFDI) con estos datos y te la enviará por correo una vez confirmado el pago.</p>
          </section>
        )}
        <p className="order-info__thanks">¡Gracias por tu compra, {firstName}!</p>
        <p className="order-info__note">
          Paga tu ficha en cualquier tienda OXXO antes de que venza. Si la pierdes, te la volveremos a enviar por correo electrónico; revisa también tu
          carpeta de spam, a veces llega ahí.
        </p>
        <div className="order-info__actions">
          {voucherUrl && (
            <a href={voucherUrl} target="_blank" rel="noopener noreferrer" className="order-info__voucher">
              Ver ficha de pago
            </a>
          )}
          <Link to="/" className="order-info__home">
            Regresar al inicio
          </Link>
        </div>
        {state.orderId !== undefined && (
          <p className="order-info__note">
            Tu número de pedido es <strong>#{state.orderId}</strong>. Con él y tu correo puedes <Link to="/consultar-pedido">consultar tu pedido</Link> cuando quieras.
          </p>
        )}
      </div>
    </section>
  );
}
