import { trackingLink } from "@autora/common/contract/orders-carriers.ts";

/** A tracking number as a link to its carrier's tracking page (a new tab); plain text for a carrier the shop does not know. */
export function TrackingNumber({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const link = trackingLink(carrier, trackingNumber);
  if (!link) return <>{trackingNumber}</>;
  const where = link.carrier.numberInLink
    ? `rastrear en ${link.carrier.name}`
    : `abre el rastreo de ${link.carrier.name}, donde se escribe la guía`;
  return (
    <a href={link.url} target="_blank" rel="noreferrer">
      {trackingNumber}
      <span className="sr-only"> ({where}; se abre en otra pestaña)</span>
    </a>
  );
}
