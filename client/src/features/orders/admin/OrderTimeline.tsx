// An order's timeline: created, then paid, shipped, expired or canceled, each with its time.
import { formatDateTime } from "@autora/common/format.ts";
import type { Order } from "@autora/common/contract/orders.ts";
import { TrackingNumber } from "./TrackingNumber";

const STEPS: { key: "createdAt" | "paidAt" | "shippedAt" | "expiredAt" | "canceledAt"; label: string }[] = [
  { key: "createdAt", label: "Creado (ficha generada)" },
  { key: "paidAt", label: "Pagado" },
  { key: "shippedAt", label: "Enviado" },
  { key: "expiredAt", label: "Ficha vencida" },
  { key: "canceledAt", label: "Cancelado" },
];

export function OrderTimeline({ order }: { order: Order }) {
  const steps = STEPS.flatMap((step) => (order[step.key] ? [{ ...step, at: order[step.key]! }] : [])).sort(
    (a, b) => new Date(a.at).getTime() - new Date(b.at).getTime(),
  );
  return (
    <ol className="adm-timeline" aria-label={`Historial del pedido #${order.id}`}>
      {steps.map((step) => (
        <li key={step.key} className={`adm-timeline__step adm-timeline__step--${step.key}`}>
          <span className="adm-timeline__label">{step.label}</span>
          <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          {step.key === "shippedAt" && (order.carrier || order.trackingNumber) && (
            <span className="adm-timeline__detail">
              {order.carrier ?? "Paquetería sin indicar"} · Guía{" "}
              {order.trackingNumber ? (
                <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
              ) : (
                "sin indicar"
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
