import { z } from "zod";

export const MAX_COMMENT_LENGTH = 2000;

const contenido = z
  .string({ error: "El comentario no puede estar vacío" })
  .trim()
  .min(1, "El comentario no puede estar vacío")
  .max(MAX_COMMENT_LENGTH, `El comentario no puede tener más de ${MAX_COMMENT_LENGTH} caracteres`);

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

export const bookCommentSchema = z.object({ contenido }).strict();
export type BookCommentInput = z.output<typeof bookCommentSchema>;

export const photoCommentSchema = z
  .object({
    contenido,
    usuarioId: positiveId("usuarioId debe ser un número de usuario").optional(),
    fotografiaId: positiveId("Indica la fotografía (fotografiaId)"),
  })
  .strict();
export type PhotoCommentInput = z.output<typeof photoCommentSchema>;
