import { z } from "zod";

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

export const addFavoriteSchema = z
  .object({
    usuarioId: positiveId("usuarioId debe ser un número de usuario").optional(),
    fotografiaId: positiveId("Indica la fotografía (fotografiaId)"),
  })
  .strict();
export type AddFavoriteInput = z.output<typeof addFavoriteSchema>;

export interface Favorite {
  usuarioId: number;
  fotografiaId: number;
}
