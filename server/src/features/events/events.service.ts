import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { removeQuietly, type FileToStore } from "../../lib/storage.ts";
import type { Event, CreateEventInput, UpdateEventInput } from "@autora/common/contract/events.ts";
import type { JsonSource } from "../../lib/json.ts";

type Deps = Pick<AppContext, "prisma" | "storage" | "log">;

const eventFields = { id: true, title: true, description: true, pdfUrl: true, createdAt: true } as const;
const eventNotFound = () => notFound("Documento no encontrado");

export function listEvents({ prisma }: Pick<Deps, "prisma">): Promise<JsonSource<Event>[]> {
  return prisma.event.findMany({ select: eventFields, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function createEvent({ prisma, storage, log }: Deps, input: CreateEventInput, pdf: FileToStore): Promise<JsonSource<Event>> {
  const stored = await storage.save("blog", pdf);
  try {
    return await prisma.event.create({
      data: { title: input.title, description: input.description ?? null, pdfUrl: stored.url, storageId: stored.storageId },
      select: eventFields,
    });
  } catch (err) {
    await removeQuietly(storage, "blog", [stored.storageId], log);
    throw err;
  }
}

export async function updateEvent({ prisma }: Pick<Deps, "prisma">, id: number, input: UpdateEventInput): Promise<JsonSource<Event>> {
  const exists = await prisma.event.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw eventNotFound();
  return prisma.event.update({ where: { id }, data: input, select: eventFields });
}

/** Deletes the entry and then its PDF. */
export async function deleteEvent({ prisma, storage, log }: Deps, id: number): Promise<void> {
  const document = await prisma.event.findUnique({ where: { id }, select: { storageId: true } });
  if (!document) throw eventNotFound();
  await prisma.event.delete({ where: { id } });
  await removeQuietly(storage, "blog", [document.storageId], log);
}
