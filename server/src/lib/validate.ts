// Request validation with zod: one middleware per source, Spanish messages, 400 { message } on failure.
import type { RequestHandler } from "express";
import type { ParamsDictionary } from "express-serve-static-core";
import { z } from "zod";
import { HttpError } from "./errors.ts";
import { idTextSchema } from "@autora/common/contract/id.ts";

// Spanish default messages; schemas give their own where a field has a fixed text (the original site's messages).
const spanish = z.locales.es().localeError;
z.config({
  customError: (issue) => {
    const base = spanish(issue);
    const text = typeof base === "string" ? base : base?.message;
    const field = issue.path?.length ? `${issue.path.join(".")}: ` : "";
    return text ? `${field}${text}` : undefined;
  },
});

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? "Datos inválidos");
  return result.data;
}

/** Replaces req.body with the parsed value, typed for the handlers after it (no cast); strict schemas refuse unknown fields. */
export const validateBody =
  <S extends z.ZodType>(schema: S): RequestHandler<ParamsDictionary, unknown, z.output<S>> =>
  (req, _res, next) => {
    req.body = parseOrThrow(schema, req.body ?? {});
    next();
  };

/** An id in the route's path, e.g. idParam(req.params.id): anything but a database id is a 400 with a Spanish message. */
export const idParam = (value: string | string[] | undefined): number => parseOrThrow(idTextSchema(), value);

const pageSchema = z.coerce
  .number({ error: "Página inválida" })
  .int("Página inválida")
  .min(1, "Página inválida")
  .max(100_000, "Página inválida")
  .default(1);

/** The page of a paged list (?page=2), 1 when absent; anything else a 400. */
export const pageParam = (value: unknown): number => parseOrThrow(pageSchema, value);
