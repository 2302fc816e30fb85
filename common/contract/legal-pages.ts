// The three legal pages (privacy notice, terms of sale, returns policy): their addresses, the administrator's input
// and the small text format they are written in (see legal-text.ts).
import { z } from "zod";

export const LEGAL_PAGES = [
  { slug: "aviso-de-privacidad", title: "Aviso de privacidad" },
  { slug: "terminos", title: "Términos y condiciones de venta" },
  { slug: "devoluciones", title: "Política de devoluciones" },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]["slug"];

export const isLegalSlug = (value: string): value is LegalSlug => LEGAL_PAGES.some((page) => page.slug === value);

export const LEGAL_TITLE_MAX = 150;
export const LEGAL_BODY_MAX = 50_000;

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
});

export type LegalPageInput = z.output<typeof legalPageInputSchema>;

/** GET /api/legal-pages/{slug}: `updatedAt` is the "Última actualización" the page shows. */
export interface LegalPage {
  slug: LegalSlug;
  title: string;
  body: string;
  updatedAt: string;
}
