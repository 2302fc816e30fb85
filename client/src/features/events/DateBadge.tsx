import { formatLongDate } from "@autora/common/format.ts";
import { CalendarIcon } from "@/components/ui/icons";
import { isoDate, type EventDate } from "./parseEventDate";

/** Day, ENE..DIC and year; or the default icon with 'Sin fecha'. */
export function DateBadge({ date }: { date: EventDate | null }) {
  if (!date) {
    return (
      <div className="date-badge date-badge--none" data-testid="date-badge">
        <CalendarIcon className="date-badge__icon" />
        <span className="date-badge__none">Sin fecha</span>
      </div>
    );
  }
  return (
    <time className="date-badge" dateTime={isoDate(date)} data-testid="date-badge">
      <span className="sr-only">{formatLongDate(isoDate(date))}</span>
      <span className="date-badge__day" aria-hidden="true">
        {date.day}
      </span>
      <span className="date-badge__month" aria-hidden="true">
        {date.monthAbbreviation}
      </span>
      <span className="date-badge__year" aria-hidden="true">
        {date.year}
      </span>
    </time>
  );
}
