import { z } from "zod";
import { idSchema, idTextSchema } from "./id.ts";

export const MAX_COMMENT_LENGTH = 2000;

/** What the reader is told when a comment waits for the author's approval (it carries a link). */
export const COMMENT_HELD = "Tu comentario se publicará cuando la autora lo apruebe.";

const contenido = z
  .string({ error: "El comentario no puede estar vacío" })
  .trim()
  .min(1, "El comentario no puede estar vacío")
  .max(MAX_COMMENT_LENGTH, `El comentario no puede tener más de ${MAX_COMMENT_LENGTH} caracteres`);

export const bookCommentSchema = z.object({ contenido }).strict();
export type BookCommentInput = z.output<typeof bookCommentSchema>;

export const photoCommentSchema = z
  .object({
    contenido,
    usuarioId: idSchema("usuarioId debe ser un número de usuario").optional(),
    fotografiaId: idSchema("Indica la fotografía (fotografiaId)"),
  })
  .strict();
export type PhotoCommentInput = z.output<typeof photoCommentSchema>;

export const COMMENT_KINDS = ["libro", "foto"] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

export const commentKindSchema = z.enum(COMMENT_KINDS);

export const hideCommentSchema = z.object({ oculto: z.boolean({ error: "oculto debe ser true o false" }) }).strict();
export type HideCommentInput = z.output<typeof hideCommentSchema>;

/** ?before=<id>: the next (older) page of a public list. */
export const beforeQuerySchema = z.object({
  before: idTextSchema("before debe ser un número de comentario").optional(),
});

/** ?offset=<n>: where the administrator's list continues. */
export const offsetQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "offset debe ser un número" })
    .int("offset debe ser un número")
    .min(0, "offset debe ser un número")
    .max(10_000, "offset admite hasta 10000")
    .default(0),
});

/** A comment on the book; usuario is null when the account no longer exists. */
export interface BookComment {
  id: number;
  contenido: string;
  fecha: string;
  usuarioId: number | null;
  usuario: { nombre: string } | null;
  /** only in the answer to its creation: true when it waits for the author's approval (it carries a link) */
  pendiente?: boolean;
}

/** A comment on a gallery photo. */
export interface PhotoComment {
  id: number;
  contenido: string;
  usuarioId: number | null;
  fotografiaId: number;
  fecha: string;
  usuario: { nombre: string } | null;
  /** only in the answer to its creation: true when it waits for the author's approval (it carries a link) */
  pendiente?: boolean;
}

/** One row of the administrator's list (GET /api/admin/comentarios). */
export interface ModeratedComment {
  tipo: CommentKind;
  id: number;
  contenido: string;
  fecha: string;
  oculto: boolean;
  /** held for approval (it carries a link): hidden until the author shows it (approves) or hides it (refuses) */
  pendiente: boolean;
  usuarioId: number | null;
  autor: string | null;
  /** where it was posted: the book's name or the photo's description */
  lugar: string;
  /** the page where it shows */
  enlace: string;
}

export interface CommentsPage {
  items: ModeratedComment[];
  hasMore: boolean;
}
