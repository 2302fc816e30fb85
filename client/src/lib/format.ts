// Formatting shared by every page: prices with the currency symbol and Spanish dates.
export const CURRENCY_SYMBOL = "$";

/** "$350.00" */
export const formatPrice = (amount: number, symbol = CURRENCY_SYMBOL) => `${symbol}${amount.toFixed(2)}`;

const longDate = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "12 de marzo de 2024"; 'Fecha no disponible' when missing; text that is not a date is shown as it is. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return "Fecha no disponible";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

const dateTime = new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (value: string) => dateTime.format(new Date(value));
