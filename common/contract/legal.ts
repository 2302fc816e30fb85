// PUT /legal-pages/{slug}: the administrator's title and text (trimmed; unknown fields refused).
import { z } from "zod";
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX, type LegalPageInput } from "./legal-pages.ts";

export const legalPageInputSchema = z.strictObject({
  title: z
    .string({ error: "El título es obligatorio" })
    .trim()
    .min(1, "El título es obligatorio")
    .max(LEGAL_TITLE_MAX, `El título admite como máximo ${LEGAL_TITLE_MAX} caracteres`),
  body: z
    .string({ error: "El texto es obligatorio" })
    .trim()
    .min(1, "El texto es obligatorio")
    .max(LEGAL_BODY_MAX, `El texto admite como máximo ${LEGAL_BODY_MAX.toLocaleString("es-MX")} caracteres`),
}) satisfies z.ZodType<LegalPageInput>;
