// The one rule for ids in requests (bodies, query strings, route parameters): common/id.ts, as zod schemas. Each
// field may name itself in its message; the range is always that of a database id.
import { z } from "zod";
import { INVALID_ID, MAX_ID, parseId } from "../id.ts";

/** An id sent as a JSON number. */
export const idSchema = (message: string = INVALID_ID) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An id written as text: a route parameter, a query string value, a form field. */
export const idTextSchema = (message: string = INVALID_ID) =>
  z.string({ error: message }).transform((text, ctx) => {
    const id = parseId(text);
    if (id === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
