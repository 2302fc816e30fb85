import { ChevronDownIcon } from "@/components/ui/icons";
import type { Event } from "./api";
import { DateBadge } from "./DateBadge";
import { eventDate } from "./parseEventDate";

/** PDF viewer height in pixels, as on the original site. */
export const PDF_VIEWER_HEIGHT = 500;

interface Props {
  event: Event;
  open: boolean;
  onToggle: () => void;
}

export function EventItem({ event, open, onToggle }: Props) {
  const viewerId = `pdf-${event.id}`;
  return (
    <li className="event card">
      <div className="event__row">
        <DateBadge date={eventDate(event)} />
        <div className="event__text">
          <h3 className="event__title">{event.title}</h3>
          {event.description && <p className="event__description">{event.description}</p>}
        </div>
        <button
          type="button"
          className="btn btn-outline event__toggle"
          aria-expanded={open}
          aria-controls={viewerId}
          onClick={onToggle}
          data-replay
        >
          {open ? "Ocultar PDF" : "Ver PDF"}
          <ChevronDownIcon />
        </button>
      </div>
      <div id={viewerId} className="event__viewer" hidden={!open}>
        {open && (
          <>
            <iframe
              src={`${event.pdfUrl}#toolbar=0`}
              title={`Documento PDF: ${event.title}`}
              width="100%"
              height={PDF_VIEWER_HEIGHT}
            />
            <a className="btn btn-outline event__download" href={event.pdfUrl} download>
              Descargar PDF<span className="sr-only">: {event.title}</span>
            </a>
          </>
        )}
      </div>
    </li>
  );
}
