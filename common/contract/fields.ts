// Field rules several contracts share.
import { z } from "zod";

/** A required text: trimmed, not blank (`missing`), at most `max` characters ("{label} no puede tener más de…"). */
export const requiredText = (label: string, missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} no puede tener más de ${max} caracteres`);

/** YYYY-MM-DD naming a real day (Date.parse would roll 2024-02-31 over to March). */
export function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
