// How the site, the mails and the payment voucher write money and dates in Spanish. Nothing here makes an Intl
// formatter when the module loads: the first Intl formatter a browser page makes costs it 15-48 ms (ICU starting up),
// which every page would pay while starting its app. So the long date is written from a month table, and the
// formatters that need a time zone are made on first use.

/** The months as es-MX writes them, January first. */
export const MONTHS: readonly string[] = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

export const CURRENCY_SYMBOL = "$";

/**
 * "$1,350.00 MXN": every amount of money the site, the admin area, the mails and the payment voucher show, one way:
 * the dollar sign, the thousands grouped as es-MX writes them, two decimals, and the currency named (a Mexican reader
 * sees "$" on foreign prices too).
 */
export const formatPrice = (amount: number) =>
  `${CURRENCY_SYMBOL}${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} MXN`;

/** The same from centavos (the server's quote, orders and mails count centavos). */
export const formatCentavos = (centavos: number) => formatPrice(centavos / 100);

/** Another name of formatCentavos, for the screens that import it under this one. */
export const formatPriceCentavos = formatCentavos;

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
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${day} de ${MONTHS[month - 1]} de ${year}`
    : value;
}

let dateTime: Intl.DateTimeFormat | undefined;
/** "3 may 2024, 2:05 p.m." in the reader's time zone. */
export const formatDateTime = (value: string) =>
  (dateTime ??= new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short" })).format(new Date(value));

let mexicoCityDateTime: Intl.DateTimeFormat | undefined;
let mexicoCityDate: Intl.DateTimeFormat | undefined;
/**
 * A moment as the clocks of central Mexico show it, wherever the server or the reader is: "14 de marzo de 2025 a las
 * 9:00 p.m."; with `time: false`, "14 de marzo de 2025".
 */
export function formatMexicoCity(moment: Date | string, { time = true } = {}): string {
  const format = time
    ? (mexicoCityDateTime ??= new Intl.DateTimeFormat("es-MX", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "America/Mexico_City",
      }))
    : (mexicoCityDate ??= new Intl.DateTimeFormat("es-MX", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "America/Mexico_City",
      }));
  return format.format(new Date(moment));
}
