// The OXXO voucher itself, while the order can be paid: who is paid, how much, the reference with its barcode, until
// when, how to pay, and a button that prints it (or saves it as a PDF) without the site around it.
import { formatCentavos, formatMexicoCity } from "@autora/common/format.ts";
import type { OrderPage } from "../../api";
import { OxxoLogo } from "../../checkout/components/OxxoLogo";
import { Barcode } from "./Barcode";

/** "1234 5678 9012" so the cashier can read it out in groups. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

export function OxxoVoucher({
  order,
  reference,
  seller,
  mailConfigured,
}: {
  order: OrderPage;
  reference: string;
  seller: string;
  mailConfigured: boolean;
}) {
  return (
    <section className="oxxo-voucher" aria-labelledby="oxxo-voucher-title">
      {order.paymentProvider === "simulated" && (
        <p className="oxxo-voucher__test" role="note">
          <strong>Modo de prueba</strong> · Esta ficha es una simulación: no se cobra dinero real.
        </p>
      )}
      <div className="oxxo-voucher__head">
        <h2 id="oxxo-voucher-title">Ficha de pago OXXO</h2>
        <OxxoLogo className="oxxo-voucher__logo" />
      </div>
      <dl className="oxxo-voucher__facts">
        <div>
          <dt>Pago a</dt>
          <dd>{seller}</dd>
        </div>
        <div>
          <dt>Pedido</dt>
          <dd>#{order.id}</dd>
        </div>
        <div>
          <dt>Monto a pagar</dt>
          <dd className="oxxo-voucher__amount">{formatCentavos(Math.round(order.total * 100))}</dd>
        </div>
        <div>
          <dt>Paga antes del</dt>
          <dd>
            {order.voucherExpiresAt
              ? `${formatMexicoCity(order.voucherExpiresAt)} (hora del centro de México)`
              : "Sin fecha"}
          </dd>
        </div>
      </dl>
      <div className="oxxo-voucher__reference">
        <h3>Referencia</h3>
        <Barcode digits={reference} label={`Código de barras de la referencia ${reference}`} />
        <p className="oxxo-voucher__digits">{groupDigits(reference)}</p>
      </div>
      <h3>Cómo pagar</h3>
      <ol className="oxxo-voucher__steps">
        <li>Acude a cualquier tienda OXXO antes de la fecha de vencimiento.</li>
        <li>Indica en caja que quieres realizar un pago de OXXOPay.</li>
        <li>Muestra el código de barras o dicta la referencia.</li>
        <li>Paga el monto exacto en efectivo y conserva tu comprobante.</li>
      </ol>
      <p className="oxxo-voucher__note">
        {mailConfigured
          ? "Te avisaremos por correo en cuanto recibamos tu pago."
          : "En cuanto recibamos tu pago, esta página lo dirá."}{" "}
        Si la ficha vence sin pago, el pedido se cancela solo y no se te cobra nada.
      </p>
      <div className="oxxo-voucher__actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Imprimir o guardar como PDF
        </button>
        {order.paymentProvider === "stripe" && order.voucherUrl && (
          <a href={order.voucherUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
            Abrir la ficha en Stripe
          </a>
        )}
      </div>
    </section>
  );
}
