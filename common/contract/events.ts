import { z } from "zod";
import { isCalendarDay } from "./fields.ts";

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 2000;

const title = z
  .string({ error: "El título es obligatorio" })
  .trim()
  .min(1, "El título es obligatorio")
  .max(MAX_TITLE, `El título no puede tener más de ${MAX_TITLE} caracteres`);

// Optional: where, at what time, who takes part. Blank is stored as no description.
const description = z
  .string({ error: "La descripción debe ser texto" })
  .trim()
  .max(MAX_DESCRIPTION, `La descripción no puede tener más de ${MAX_DESCRIPTION} caracteres`)
  .transform((value) => value || null);

export const EVENT_DATE_MESSAGE = "Elige el día del evento en el calendario";

// The event's day as <input type="date"> sends it ("2025-03-15"); blank: no date yet ("fecha por confirmar"). Words
// such as "el próximo sábado" are refused: the lists are ordered by this day.
const date = z
  .string({ error: EVENT_DATE_MESSAGE })
  .trim()
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), EVENT_DATE_MESSAGE)
  .refine((value) => value === "" || isCalendarDay(value), "Esa fecha no existe en el calendario")
  .refine(
    (value) => value === "" || (value >= "2000-01-01" && value <= "2100-12-31"),
    "Elige una fecha entre los años 2000 y 2100",
  )
  .transform((value) => value || null);

/** Multipart text fields of an upload (the PDF itself is checked by lib/uploads). */
export const createEventSchema = z
  .object({ title, description: description.optional(), date: date.optional() })
  .strict();
export type CreateEventInput = z.output<typeof createEventSchema>;

export const updateEventSchema = z
  .object({ title: title.optional(), description: description.nullable().optional(), date: date.nullable().optional() })
  .strict();
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** An event (GET /api/blog): its PDF, its day and a description. */
export interface Event {
  id: number;
  title: string;
  description: string | null;
  /** the day it takes place, "2025-03-15"; null: not set yet */
  date: string | null;
  pdfUrl: string;
  createdAt: string;
}

/** Today in central Mexico, "2025-03-15": an event of that day is still upcoming all day long. */
export const mexicoCityToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

/** When an event is, seen from `today`: still to come (today included), already past, or without a date. */
export type EventTiming = "upcoming" | "past" | "undated";
export const eventTiming = (event: Pick<Event, "date">, today: string): EventTiming =>
  !event.date ? "undated" : event.date >= today ? "upcoming" : "past";

const RANK: Record<EventTiming, number> = { upcoming: 0, undated: 1, past: 2 };

/**
 * The order of the events page and the admin list: the upcoming ones first, the nearest first; then those without a
 * date yet, newest upload first; then the past ones, the most recent first.
 */
export function eventsInOrder<T extends Pick<Event, "date" | "createdAt" | "id">>(events: T[], today: string): T[] {
  const newestUpload = (a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
  return [...events].sort((a, b) => {
    const ta = eventTiming(a, today);
    const tb = eventTiming(b, today);
    if (ta !== tb) return RANK[ta] - RANK[tb];
    if (ta === "upcoming") return a.date!.localeCompare(b.date!) || newestUpload(a, b);
    if (ta === "past") return b.date!.localeCompare(a.date!) || newestUpload(a, b);
    return newestUpload(a, b);
  });
}
