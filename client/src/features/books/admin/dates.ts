// The book form's DD/MM/AAAA dates and the "published N months" note of the book manager.
const dayMonthYear = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "25/12/2024" -> "2024-12-25T00:00:00.000Z" (day/month/year); null when it is not a real calendar day. */
export function parseDayMonthYear(text: string): string | null {
  const match = dayMonthYear.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date.toISOString() : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO date as DD/MM/AAAA (the calendar day that was typed, so UTC); "" when missing or unreadable. */
export function toDayMonthYear(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Whole months from the date to now (0 when the date is missing, unreadable or in the future). */
export function wholeMonthsSince(iso: string | null | undefined, now = new Date()): number {
  if (!iso) return 0;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 0;
  let months = (now.getUTCFullYear() - date.getUTCFullYear()) * 12 + (now.getUTCMonth() - date.getUTCMonth());
  if (now.getUTCDate() < date.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** 'El libro lleva N mes/meses publicado', only from one whole month on. */
export function publishedNote(iso: string | null | undefined, now = new Date()): string | null {
  const months = wholeMonthsSince(iso, now);
  if (months < 1) return null;
  return `El libro lleva ${months} ${months === 1 ? "mes" : "meses"} publicado`;
}
