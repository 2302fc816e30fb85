import { z } from "zod";
import { idSchema } from "./id.ts";

const MAX_DESCRIPTION = 500;
const ACTIVO_MESSAGE = "El campo activo debe ser true o false";

const descripcion = z
  .string({ error: "La descripción debe ser texto" })
  .trim()
  .max(MAX_DESCRIPTION, `La descripción no puede tener más de ${MAX_DESCRIPTION} caracteres`);

/** Multipart text fields of an upload (the file itself is checked by lib/uploads). */
export const createPhotoSchema = z
  .object({
    descripcion: descripcion.default(""),
    activo: z
      .enum(["true", "false"], { error: ACTIVO_MESSAGE })
      .default("true")
      .transform((value) => value === "true"),
  })
  .strict();
export type CreatePhotoInput = z.output<typeof createPhotoSchema>;

export const updatePhotoSchema = z
  .object({
    descripcion: descripcion.optional(),
    activo: z.boolean({ error: ACTIVO_MESSAGE }).optional(),
  })
  .strict();
export type UpdatePhotoInput = z.output<typeof updatePhotoSchema>;

/** A gallery photo as the API sends it. */
export interface Photo {
  id: number;
  url: string;
  descripcion: string;
  activo: boolean;
  createdAt: string;
}

export const addFavoriteSchema = z
  .object({
    usuarioId: idSchema("usuarioId debe ser un número de usuario").optional(),
    fotografiaId: idSchema("Indica la fotografía (fotografiaId)"),
  })
  .strict();
export type AddFavoriteInput = z.output<typeof addFavoriteSchema>;

export interface Favorite {
  usuarioId: number;
  fotografiaId: number;
}
