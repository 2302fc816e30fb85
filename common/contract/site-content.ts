import { z } from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, `${label} es obligatorio`)
    .max(max, `${label} no puede tener más de ${max} caracteres`);

export const siteContentSchema = z
  .object({
    introTitle: text("El título de introducción", 200),
    authorName: text("El nombre de la autora", 120),
    authorTitle: text("El título de la autora", 120),
    mainTitle: text("El título principal", 200),
    subtitle: text("El subtítulo", 2000),
  })
  .strict();
export type SiteContent = z.output<typeof siteContentSchema>;
