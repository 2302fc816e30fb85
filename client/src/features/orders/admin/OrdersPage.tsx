// Pedidos: every order, newest first, with the actions an administrator may take on each; with ?estado=pendiente only
// the pending vouchers, whose copies are held off the stock until paid, expired or canceled.
import { useState } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router-dom";
import { confirmDialog } from "@/lib/alerts";
import { useMutation, type MutationOptions } from "@/lib/useMutation";
import {
  correctShipping,
  downloadOrdersCsv,
  getOrders,
  getPaymentConfig,
  markDedicated,
  setOrderStatus,
  simulatePayment,
} from "../api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import type { Order } from "@autora/common/contract/orders.ts";
import { OrderCard, type OrderAction } from "./OrderCard";
import { PrintToolbar } from "./PrintToolbar";
import { cancelConsequences, heldCopies, heldSummary, PENDING_ORDERS_PATH } from "./orderStatus";
import { PRINT_FAILED, printOrders } from "./print";
import "./orders.css";

const newestFirst = (a: Order, b: Order) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();

/** What the buyer is told of a shipment or a correction: by e-mail only when a mail server is set; else the mail is kept. */
const buyerTold = (mailConfigured: boolean) =>
  mailConfigured
    ? "le avisamos al comprador por correo."
    : "el aviso al comprador quedó guardado en Correos, sin enviar (no hay servidor de correo).";

/** Each action's call, and what the card then says. */
function planAction(
  order: Order,
  action: OrderAction,
  mailConfigured: boolean,
): [() => Promise<unknown>, MutationOptions<unknown>] {
  const failure = "No se pudo actualizar el pedido. Intenta de nuevo.";
  switch (action.type) {
    case "pay":
      return [() => simulatePayment(order.id), { success: `Pedido #${order.id} marcado como pagado.`, failure }];
    case "dedicated":
      return [() => markDedicated(order.id), { success: "Dedicatoria marcada como escrita.", failure }];
    case "ship":
      return [
        () => setOrderStatus(order.id, "shipped", { carrier: action.carrier, trackingNumber: action.trackingNumber }),
        { success: `Pedido #${order.id} enviado: ${buyerTold(mailConfigured)}`, failure },
      ];
    case "correct-shipping":
      return [
        () => correctShipping(order.id, { carrier: action.carrier, trackingNumber: action.trackingNumber }),
        {
          success: mailConfigured
            ? "Datos de envío corregidos: le enviamos los nuevos al comprador por correo."
            : `Datos de envío corregidos: ${buyerTold(false)}`,
          failure,
        },
      ];
    case "print":
      return [() => printOrders(action.kind, [order.id]), { revalidate: false, failure: PRINT_FAILED }];
    case "cancel":
      return [() => setOrderStatus(order.id, "canceled"), { success: `Pedido #${order.id} cancelado.`, failure }];
  }
}

export async function loader({ loadForAdmin }: AdminLoaderArgs) {
  const [orders, config] = await Promise.all([
    loadForAdmin(getOrders, "No se pudieron cargar los pedidos"),
    loadForAdmin(getPaymentConfig, "No se pudo leer la configuración de pagos"),
  ]);
  return { orders, config };
}

export default function OrdersPage({ title }: AdminScreenProps) {
  const { orders, config } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const onlyPending = searchParams.get("estado") === "pendiente";
  const actions = useMutation();
  const download = useMutation();
  // the order the last action was on: its card shows how it went
  const [actingId, setActingId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const simulated = config.data?.paymentProvider === "simulated";

  async function act(order: Order, action: OrderAction): Promise<boolean> {
    if (actions.pending) return false;
    if (action.type === "cancel") {
      const text = `${cancelConsequences(order)} No se puede deshacer.`;
      const confirmed = await confirmDialog({
        title: `¿Cancelar el pedido #${order.id}?`,
        text,
        confirmText: "Sí, cancelar el pedido",
        cancelText: "No, dejarlo como está",
      });
      if (!confirmed) return false;
    }
    setActingId(order.id);
    const [call, options] = planAction(order, action, config.data?.mailConfigured === true);
    // a call that answers nothing (printing) counts as done once it did not fail
    const done = async () => {
      await call();
      return true as const;
    };
    return (await actions.run(done, options as MutationOptions<true>)) === true;
  }

  const exportCsv = () =>
    void download.run(downloadOrdersCsv, {
      revalidate: false,
      failure: "No se pudo descargar la lista de pedidos. Intenta de nuevo.",
    });

  const all = orders.data ? [...orders.data].sort(newestFirst) : [];
  const pending = all.filter((order) => order.status === "pending");
  const list = onlyPending ? pending : all;
  const paidIds = list.filter((order) => order.status === "paid").map((order) => order.id);
  const chosen = paidIds.filter((id) => selected.includes(id));
  const select = (id: number) => (on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{onlyPending ? "Fichas pendientes" : title}</h1>
          <p className="adm-muted">Los pedidos más recientes primero.</p>
        </div>
        <div className="adm-orders__download">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={exportCsv} disabled={download.pending}>
            Descargar para Excel
          </button>
          <FormMessage feedback={download.feedback} />
        </div>
      </div>
      {orders.error && <FormMessage feedback={failure(orders.error)} />}
      {orders.data && (pending.length > 0 || onlyPending) && (
        <p className="adm-orders__held">
          {pending.length > 0 &&
            `${heldSummary(
              pending.reduce((sum, order) => sum + heldCopies(order), 0),
              pending.length,
            )}; cancelar una ficha devuelve sus ejemplares a la venta. `}
          {onlyPending ? (
            <Link to="/admin/pedidos">Ver todos los pedidos</Link>
          ) : (
            <Link to={PENDING_ORDERS_PATH}>Ver solo las fichas pendientes</Link>
          )}
        </p>
      )}
      <PrintToolbar paidIds={paidIds} selected={chosen} onChange={setSelected} />
      {/* an order that left this list (a canceled voucher under "Fichas pendientes") says here how it went */}
      {actingId !== null && !list.some((order) => order.id === actingId) && <FormMessage feedback={actions.feedback} />}
      {orders.data && list.length === 0 ? (
        <p className="adm-empty">{onlyPending ? "No hay fichas pendientes." : "No hay pedidos aún."}</p>
      ) : (
        <ul className="adm-order-list">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              simulated={simulated}
              busy={actions.pending && actingId === order.id}
              disabled={actions.pending}
              feedback={actingId === order.id ? actions.feedback : null}
              onAction={(action) => act(order, action)}
              selected={chosen.includes(order.id)}
              onSelect={select(order.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
