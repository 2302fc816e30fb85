import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore, type UploadKind } from "../../lib/storage.ts";
import {
  eventsInOrder,
  mexicoCityToday,
  type Event,
  type CreateEventInput,
  type UpdateEventInput,
} from "@autora/common/contract/events.ts";

/** The events' PDFs (those stored before under blog/ stay there). */
export const eventDocuments: UploadKind = { folder: "events", files: "pdf" };

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const eventFields = { id: true, title: true, description: true, date: true, pdfUrl: true, createdAt: true } as const;
const eventNotFound = () => notFound("Documento no encontrado");

type Row = {
  id: number;
  title: string;
  description: string | null;
  date: Date | null;
  pdfUrl: string;
  createdAt: Date;
};
/** The event's day as "2025-03-15" (a date column: midnight UTC of that day). */
const toEvent = (row: Row): Event => ({
  ...row,
  date: row.date && row.date.toISOString().slice(0, 10),
  createdAt: row.createdAt.toISOString(),
});
const dateColumn = (date: string | null | undefined) =>
  date === undefined ? undefined : date && new Date(`${date}T00:00:00.000Z`);

/** Upcoming events first (the nearest first), then those without a date, then the past ones (see eventsInOrder). */
export async function listEvents({ prisma }: Pick<Deps, "prisma">, now = new Date()): Promise<Event[]> {
  const rows = await prisma.event.findMany({ select: eventFields });
  return eventsInOrder(rows.map(toEvent), mexicoCityToday(now));
}

export async function createEvent(
  { prisma, storage, log }: Deps,
  input: CreateEventInput,
  pdf: FileToStore,
): Promise<Event> {
  const stored = await storage.save(eventDocuments, pdf);
  try {
    const row = await prisma.event.create({
      data: {
        title: input.title,
        description: input.description ?? null,
        date: dateColumn(input.date) ?? null,
        pdfUrl: stored.url,
        storageId: stored.storageId,
      },
      select: eventFields,
    });
    return toEvent(row);
  } catch (err) {
    await removeQuietly(storage, eventDocuments, [stored.storageId], log);
    throw err;
  }
}

export async function updateEvent(
  { prisma }: Pick<Deps, "prisma">,
  id: number,
  input: UpdateEventInput,
): Promise<Event> {
  const exists = await prisma.event.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw eventNotFound();
  const { date, ...texts } = input;
  return toEvent(
    await prisma.event.update({ where: { id }, data: { ...texts, date: dateColumn(date) }, select: eventFields }),
  );
}

/** Deletes the entry and then its PDF. */
export async function deleteEvent({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const document = await prisma.event.findUnique({ where: { id }, select: { storageId: true } });
  if (!document) throw eventNotFound();
  await prisma.event.delete({ where: { id } });
  await removeQuietly(storage, eventDocuments, [document.storageId], log);
}
