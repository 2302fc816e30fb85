// What every route loader hands its page: the data, or the Spanish message saying why it could not be read, which the
// page shows where the data would be (a failed read never looks like "nothing here"). A page made of several reads
// gets one of these per read, so one failure leaves the rest of the page standing.
import { apiErrorMessage } from "./api-client";
import { httpStatus } from "./http-status";
import type { Loaded } from "@autora/common/loaded.ts";
import { parseId } from "@autora/common/id.ts";

export type { Loaded };

/** The 404 page, thrown by a loader whose address names nothing (the router shows it, never the page). */
export const notFound = () => new Response("Página no encontrada", { status: 404 });

/**
 * Reads with `read`; on failure, the server's Spanish reason, or `failureMessage` when it gave none or only said it
 * failed (a 500 tells a reader nothing they can act on). A Response thrown inside `read`
 * (a redirect, a 404 page) is the router's, not a failed read: it goes on. Only the error's message is logged: on the
 * server, the whole axios error would fill the log with the request's internals.
 */
export async function load<T>(read: () => Promise<T>, failureMessage: string): Promise<Loaded<T>> {
  try {
    return { data: await read(), error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(failureMessage, error instanceof Error ? error.message : error);
    return { data: null, error: httpStatus(error) === 500 ? failureMessage : apiErrorMessage(error, failureMessage) };
  }
}

/**
 * The id in the page's address (/books/12). An address whose id cannot be one (/books/abc, /books/..%2Fmail) is a 404
 * page at once: the loader never puts it into an API call.
 */
export function idFromAddress(text: string | undefined): number {
  const id = parseId(text);
  if (id === null) throw notFound();
  return id;
}

/** A read whose 404 answer means the address names nothing: the 404 page, not a failed read. */
export const orNotFound = <T>(read: Promise<T>): Promise<T> =>
  read.catch((error: unknown) => {
    throw httpStatus(error) === 404 ? notFound() : error;
  });
