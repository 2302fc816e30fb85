// When the parcel left, with which carrier and its tracking number, as the order page and Mis pedidos show them: the
// number links to the carrier's own tracking page when the carrier is one the site knows.
import { trackingLink } from "@autora/common/contract/orders-carriers.ts";
import { formatDateTime } from "@autora/common/format.ts";
import type { BuyerOrder } from "../../api";

export function ShipmentFacts({ order }: { order: Pick<BuyerOrder, "shippedAt" | "carrier" | "trackingNumber"> }) {
  const follow = trackingLink(order.carrier, order.trackingNumber)?.url;
  return (
    <dl className="buyer-order__shipping">
      <div>
        <dt>Enviado el</dt>
        <dd>{order.shippedAt ? formatDateTime(order.shippedAt) : "—"}</dd>
      </div>
      <div>
        <dt>Paquetería</dt>
        <dd>{order.carrier ?? "Sin indicar"}</dd>
      </div>
      <div>
        <dt>Número de guía</dt>
        <dd>
          {follow ? (
            <a href={follow} target="_blank" rel="noopener noreferrer" className="buyer-order__tracking">
              {order.trackingNumber}
              <span className="sr-only"> (se abre la página de {order.carrier} en otra pestaña)</span>
            </a>
          ) : (
            (order.trackingNumber ?? "Sin indicar")
          )}
        </dd>
      </div>
    </dl>
  );
}
