import { z } from "zod";
import { idSchema } from "./id.ts";

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
