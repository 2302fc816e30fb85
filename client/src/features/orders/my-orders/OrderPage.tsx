// /pedido/<token>: an order's permanent page, linked from every order e-mail and opened right after checkout. It shows
// the status, the OXXO voucher itself while the order can be paid, the paid or shipped state after, and what was bought.
import { OrderLines } from "./components/OrderLines";
import { useEffect } from "react";
import { Link, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from "react-router-dom";
import { ORDER_STATUS_TEXT } from "@autora/common/contract/orders.ts";
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { LabelledValues } from "@/components/ui/LabelledValues";
import { formatDateTime } from "@autora/common/format.ts";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { load, type Loaded } from "@/lib/load";
import { useAuthorName } from "@/features/pages";
import { getOrderPage, type OrderPage as Order } from "../api";
import { OxxoVoucher } from "./components/OxxoVoucher";
import { OrderState } from "./components/OrderState";
import { isOrderPlacedState } from "../checkout/shipping";
import { getMailConfigured } from "@/features/mail";
import { KeepLink } from "./components/KeepLink";
import "./my-orders.css";
import "./order-page.css";

/** The order, and whether the server sends mail (without it the page never says a mail was sent). */
export async function loader({ params }: LoaderFunctionArgs): Promise<Loaded<Order> & { mailConfigured: boolean }> {
  const [order, mailConfigured] = await Promise.all([
    load(() => getOrderPage(params.token ?? ""), "No se pudo cargar el pedido. Revisa tu conexión e intenta de nuevo."),
    getMailConfigured(),
  ]);
  return { ...order, mailConfigured };
}

/** With Stripe the voucher's reference arrives a moment after checkout (its webhook): look again every few seconds. */
const WAIT_FOR_VOUCHER_MS = 3000;

export default function OrderPage() {
  const { data: order, error, mailConfigured } = useLoaderData<typeof loader>();
  usePageMeta(order ? `Pedido #${order.id}` : "Tu pedido");
  const seller = useAuthorName();
  // right after checkout, this browser also knows the invoice data the buyer typed (the page itself never shows them)
  const { state } = useLocation();
  const placed = isOrderPlacedState(state) ? state : null;
  const invoice = invoiceLines(placed?.factura);
  const revalidator = useRevalidator();
  const waitingForVoucher = order?.status === "pending" && !order.voucherReference;
  useEffect(() => {
    if (!waitingForVoucher || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), WAIT_FOR_VOUCHER_MS);
    return () => clearTimeout(timer);
  }, [waitingForVoucher, revalidator]);

  if (!order) {
    return (
      <section className="container order-page" aria-labelledby="order-page-title">
        <h1 id="order-page-title">Tu pedido</h1>
        <p className="buyer-orders__error" role="alert">
          {error}
        </p>
        <p className="order-page__aside">
          ¿Tienes el número de pedido? <Link to="/consultar-pedido">Consulta tu pedido con su número y tu correo</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="container order-page" aria-labelledby="order-page-title">
      <p className="eyebrow eyebrow--page">Tu pedido</p>
      <div className="order-page__title">
        <h1 id="order-page-title">Pedido #{order.id}</h1>
        <span className={`buyer-order__status buyer-order__status--${order.status}`}>
          {ORDER_STATUS_TEXT[order.status].buyer}
        </span>
      </div>
      <p className="order-page__date">Realizado el {formatDateTime(order.createdAt)}</p>
      {placed && order.status === "pending" && (
        <p className="order-page__thanks">
          {mailConfigured
            ? "¡Gracias por tu compra! Te enviamos esta ficha y el enlace de esta página por correo; si no llega, revisa tu carpeta de spam."
            : "¡Gracias por tu compra!"}
        </p>
      )}
      {!mailConfigured && <KeepLink orderId={order.id} path={order.orderPage} />}
      {order.status === "pending" && order.voucherReference ? (
        <OxxoVoucher order={order} reference={order.voucherReference} seller={seller} mailConfigured={mailConfigured} />
      ) : (
        <OrderState order={order} mailConfigured={mailConfigured} />
      )}
      <section className="order-page__items card" aria-labelledby="order-items-title">
        <h2 id="order-items-title">Tu compra</h2>
        <OrderLines order={order} />
      </section>
      {invoice.length > 0 && (
        <section className="order-page__items card" aria-labelledby="order-invoice-title">
          <h2 id="order-invoice-title">Datos de facturación</h2>
          <LabelledValues rows={invoice} className="order-page__invoice" />
          <p className="order-page__aside">
            La persona contadora de la autora emitirá tu factura (CFDI) con estos datos y te la enviará por correo una
            vez confirmado el pago.
          </p>
        </section>
      )}
      {mailConfigured && (
        <p className="order-page__aside">
          Esta página es el enlace permanente de tu pedido: guárdala o búscala en tus correos para volver a ella.
        </p>
      )}
      <nav className="order-page__links" aria-label="Seguir en el sitio">
        <Link to="/urdimbre" className="btn btn-outline">
          Volver a la tienda
        </Link>
        <Link to="/">Ir al inicio</Link>
      </nav>
    </section>
  );
}
