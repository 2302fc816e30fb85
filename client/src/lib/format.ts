// Formatting shared by every page: prices with the currency symbol and Spanish dates.
export const CURRENCY_SYMBOL = "$";

/** "$350.00" */
export const formatPrice = (amount: number, symbol = CURRENCY_SYMBOL) => `${symbol}${amount.toFixed(2)}`;

// Written out rather than with Intl.DateTimeFormat: the first Intl formatter a page makes costs the browser 15-30 ms
// (ICU starting up), which every page paid while starting its app.
const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

// The API's dates start with year-month-day ("2024-03-12" or "2024-03-12T00:00:00.000Z").
const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** "12 de marzo de 2024"; 'Fecha no disponible' when missing; text that is not a date is shown as it is. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return "Fecha no disponible";
  // Only the three numbers of a real day count: `new Date` would read "Primavera 2024" as 1 January
  // and roll "2024-02-30" over to March.
  const match = isoDay.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${day} de ${MONTHS[month - 1]} de ${year}` : value;
}

/** "3 may 2024, 2:05 p.m." in the reader's time zone; the formatter is made on first use (see MONTHS). */
let dateTime: Intl.DateTimeFormat | undefined;
export const formatDateTime = (value: string) => (dateTime ??= new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short" })).format(new Date(value));
