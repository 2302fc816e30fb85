// Sales at a glance: paid orders and revenue (this month and in total), pending vouchers and the copies they hold (with
// a link to them), the share of vouchers paid, what discount codes took off paid orders, copies left, a chart of the last 12 weeks and the orders CSV.
import { Link } from "react-router-dom";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { formatPrice } from "@autora/common/format.ts";
import { downloadOrdersCsv } from "@/features/orders";
import { heldSummary, PENDING_ORDERS_PATH } from "@/features/orders";
import type { SalesSummary } from "@autora/common/contract/orders.ts";
import type { Loaded } from "@/lib/load";
import { WeeklyChart } from "./WeeklyChart";

/** "1 pedido pagado", "2 pedidos pagados" */
const paidOrders = (n: number) => `${n} ${n === 1 ? "pedido pagado" : "pedidos pagados"}`;

/** `summary` comes from the dashboard's loader. */
export function SalesAtAGlance({ summary }: { summary: Loaded<SalesSummary> }) {
  const data = summary.data;
  const csv = useMutation();
  const exportCsv = () =>
    csv.run(downloadOrdersCsv, {
      revalidate: false,
      failure: "No se pudo descargar el CSV de pedidos. Intenta de nuevo.",
    });

  return (
    <section className="adm-card adm-sales" aria-labelledby="adm-sales-title">
      <div className="adm-sales__header">
        <h2 id="adm-sales-title">Ventas</h2>
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--small"
          onClick={exportCsv}
          disabled={csv.pending}
        >
          Descargar CSV de pedidos
        </button>
      </div>
      <FormMessage feedback={csv.feedback} />
      {summary.error && <FormMessage feedback={failure(summary.error)} />}
      {data && (
        <>
          <dl className="adm-sales__figures">
            <div>
              <dt>Este mes</dt>
              <dd>{formatPrice(data.month.revenue)}</dd>
              <dd className="adm-muted">{paidOrders(data.month.paidOrders)}</dd>
            </div>
            <div>
              <dt>En total</dt>
              <dd>{formatPrice(data.total.revenue)}</dd>
              <dd className="adm-muted">{paidOrders(data.total.paidOrders)}</dd>
            </div>
            <div>
              <dt>Fichas pendientes</dt>
              <dd>{data.pending.vouchers}</dd>
              <dd className="adm-muted">por {formatPrice(data.pending.amount)}</dd>
            </div>
            <div>
              <dt>Fichas pagadas</dt>
              <dd>{data.paidShare === null ? "—" : `${Math.round(data.paidShare * 100)} %`}</dd>
              <dd className="adm-muted">de las ya vencidas o pagadas</dd>
            </div>
            <div>
              <dt>Descuentos</dt>
              <dd>{formatPrice(data.discounts.amount)}</dd>
              <dd className="adm-muted">en {paidOrders(data.discounts.paidOrders)} con código</dd>
            </div>
            <div>
              <dt>Ejemplares disponibles</dt>
              <dd>{data.copiesLeft === null ? "Sin límite" : data.copiesLeft}</dd>
              <dd className="adm-muted">{data.copiesLeft === 0 ? "Agotado" : "para vender"}</dd>
            </div>
          </dl>
          {data.pending.vouchers > 0 && (
            <p className="adm-sales__held">
              {heldSummary(data.pending.copies, data.pending.vouchers)}.{" "}
              <Link to={PENDING_ORDERS_PATH}>Ver las fichas pendientes</Link>
            </p>
          )}
          <WeeklyChart weeks={data.weeks} />
        </>
      )}
    </section>
  );
}
