// Finds a date written in Spanish words inside an event's description ("15 de marzo de 2025", "3 de Agosto 2024").
import { MONTHS } from "@autora/common/format.ts";

export const MONTH_ABBREVIATIONS = [
  "ENE",
  "FEB",
  "MAR",
  "ABR",
  "MAY",
  "JUN",
  "JUL",
  "AGO",
  "SEP",
  "OCT",
  "NOV",
  "DIC",
] as const;
export type MonthAbbreviation = (typeof MONTH_ABBREVIATIONS)[number];

export interface EventDate {
  day: number;
  /** 1-12 */
  month: number;
  monthAbbreviation: MonthAbbreviation;
  year: number;
}

// day, optional º/°, "de", month name (also "setiembre"), optional comma and "de"/"del", four-digit year
const DATE_IN_WORDS = new RegExp(
  `(?<!\\d)(\\d{1,2})\\s*[º°]?\\s+de\\s+(${MONTHS.join("|")}|setiembre)\\s*,?\\s+(?:del?\\s+)?(\\d{4})(?!\\d)`,
  "i",
);

/** The first valid date found in the text, or null ('Sin fecha'). */
export function parseEventDate(text: string | null | undefined): EventDate | null {
  if (!text) return null;
  const match = DATE_IN_WORDS.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const name = match[2].toLowerCase();
  const month = (name === "setiembre" ? 8 : MONTHS.indexOf(name)) + 1;
  const year = Number(match[3]);
  if (!isRealDate(year, month, day)) return null;
  return { day, month, monthAbbreviation: MONTH_ABBREVIATIONS[month - 1], year };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "2025-03-15", for <time dateTime>. */
export const isoDate = ({ year, month, day }: EventDate) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The event's day: the one the author picked ("2025-03-15"), else a date written in its description, else null. */
export function eventDate(event: { date: string | null; description: string | null }): EventDate | null {
  const picked = /^(\d{4})-(\d{2})-(\d{2})$/.exec(event.date ?? "");
  if (!picked) return parseEventDate(event.description);
  const [year, month, day] = picked.slice(1).map(Number);
  return { day, month, monthAbbreviation: MONTH_ABBREVIATIONS[month - 1], year };
}
