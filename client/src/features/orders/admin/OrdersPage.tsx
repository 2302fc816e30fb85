// Pedidos: every order, newest first, with the actions an administrator may take on each; with ?estado=pendiente only
// the pending vouchers, whose copies are held off the stock until paid, expired or canceled.
import { useState } from "react";
import { Link, useLoaderData, useRevalidator, useSearchParams } from "react-router-dom";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { downloadOrdersCsv, getOrders, getPublicConfig, markDedicated, setOrderStatus, simulatePayment } from "./api";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import type { Order } from "@autora/common/contract/orders.ts";
import { OrderCard, type OrderAction } from "./OrderCard";
import { PrintToolbar } from "./PrintToolbar";
import { ejemplares, heldCopies, heldSummary, PENDING_ORDERS_PATH } from "./orderStatus";

const newestFirst = (a: Order, b: Order) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();

function runAction(id: number, action: OrderAction): Promise<Order> {
  if (action.type === "pay") return simulatePayment(id);
  if (action.type === "dedicated") return markDedicated(id);
  if (action.type === "ship") return setOrderStatus(id, "shipped", { carrier: action.carrier, trackingNumber: action.trackingNumber });
  return setOrderStatus(id, "canceled");
}

export async function loader() {
  const [orders, config] = await Promise.all([
    loadForAdmin(getOrders, "No se pudieron cargar los pedidos"),
    loadForAdmin(getPublicConfig, "No se pudo leer la configuración de pagos"),
  ]);
  return { orders, config };
}

export default function OrdersPage() {
  usePageMeta("Pedidos", { site: "Administración" });
  const { orders, config } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [searchParams] = useSearchParams();
  const onlyPending = searchParams.get("estado") === "pendiente";
  const [busyId, setBusyId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const simulated = config.data?.paymentProvider === "simulated";

  async function act(order: Order, action: OrderAction) {
    if (busyId !== null) return;
    if (action.type === "cancel") {
      const text = order.status === "pending" ? `El pedido quedará cancelado y sus ${ejemplares(heldCopies(order))} volverán a estar a la venta.` : "El pedido quedará cancelado.";
      const confirmed = await confirmDialog({ title: `¿Cancelar el pedido #${order.id}?`, text, confirmText: "Sí, cancelar", cancelText: "No" });
      if (!confirmed) return;
    }
    setBusyId(order.id);
    try {
      await runAction(order.id, action);
      await revalidate();
    } catch (error) {
      console.error("Error al actualizar el pedido:", error);
      await showAlert("error", "No se pudo actualizar el pedido", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setBusyId(null);
    }
  }

  async function exportCsv() {
    try {
      await downloadOrdersCsv();
    } catch (error) {
      await showAlert("error", "No se pudo descargar el CSV", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  const all = orders.data ? [...orders.data].sort(newestFirst) : [];
  const pending = all.filter((order) => order.status === "pending");
  const list = onlyPending ? pending : all;
  const paidIds = list.filter((order) => order.status === "paid").map((order) => order.id);
  const chosen = paidIds.filter((id) => selected.includes(id));
  const select = (id: number) => (on: boolean) => setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{onlyPending ? "Fichas pendientes" : "Pedidos"}</h1>
          <p className="adm-muted">Los pedidos más recientes primero.</p>
        </div>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={exportCsv}>
          Descargar CSV
        </button>
      </div>
      {orders.error && (
        <p className="adm-error" role="alert">
          {orders.error}
        </p>
      )}
      {orders.data && (pending.length > 0 || onlyPending) && (
        <p className="adm-orders__held">
          {pending.length > 0 && `${heldSummary(pending.reduce((sum, order) => sum + heldCopies(order), 0), pending.length)}; cancelar una ficha devuelve sus ejemplares a la venta. `}
          {onlyPending ? <Link to="/admin/pedidos">Ver todos los pedidos</Link> : <Link to={PENDING_ORDERS_PATH}>Ver solo las fichas pendientes</Link>}
        </p>
      )}
      <PrintToolbar paidIds={paidIds} selected={chosen} onChange={setSelected} />
      {orders.data && list.length === 0 ? (
        <p className="adm-empty">{onlyPending ? "No hay fichas pendientes." : "No hay pedidos aún."}</p>
      ) : (
        <ul className="adm-order-list">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              simulated={simulated}
              busy={busyId === order.id}
              disabled={busyId !== null}
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
