import { z } from "zod";

const INVALID_EMAIL = "Por favor, ingresa un correo válido";

export const subscribeSchema = z
  .object({
    email: z.string({ error: INVALID_EMAIL }).trim().toLowerCase().max(254, INVALID_EMAIL).pipe(z.email({ error: INVALID_EMAIL })),
  })
  .strict();
export type SubscribeInput = z.output<typeof subscribeSchema>;
