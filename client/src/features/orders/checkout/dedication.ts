// The signed copy's dedication at checkout: offered when a book in the order is, checked with the server's schema
// (loaded on demand, with zod, only by buyers who ask for one) before the order is sent.
import type { DedicationInput } from "@autora/common/contract/orders-dedication.ts";
import type { OrderLine } from "./shipping";

export interface DedicationDraft {
  /** "Quiero mi ejemplar dedicado" */
  wanted: boolean;
  nombre: string;
  mensaje: string;
}

export const noDedication: DedicationDraft = { wanted: false, nombre: "", mensaje: "" };

/** Whether a book in the order is offered signed. */
export const signedCopyOffered = (lines: OrderLine[], books: { id: number; dedicado?: boolean }[]) =>
  lines.some((line) => books.some((book) => book.id === line.id && book.dedicado));

/** The dedication's check could not be loaded (the connection dropped): said to the buyer, who can try again. */
export const DEDICATION_CHECK_FAILED = "No pudimos revisar la dedicatoria. Revisa tu conexión e intenta de nuevo.";

export const loadDedicationSchema = async () =>
  (await import("@autora/common/contract/orders-dedication.ts")).dedicationSchema;

/** The dedication to send (undefined when none was asked for), or the schema's first message. */
export async function checkDedication(
  draft: DedicationDraft,
): Promise<{ ok: true; dedicatoria?: DedicationInput } | { ok: false; message: string }> {
  if (!draft.wanted) return { ok: true };
  let schema;
  try {
    schema = await loadDedicationSchema();
  } catch {
    return { ok: false, message: DEDICATION_CHECK_FAILED };
  }
  const result = schema.safeParse({ nombre: draft.nombre, mensaje: draft.mensaje });
  return result.success
    ? { ok: true, dedicatoria: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? "Revisa la dedicatoria." };
}
