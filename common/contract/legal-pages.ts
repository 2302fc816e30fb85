// The three legal pages (privacy notice, terms of sale, returns policy): their addresses, titles, sizes and shapes.
// No zod here: the public pages import it. The text format is common/author-text.ts.

export const LEGAL_PAGES = [
  { slug: "aviso-de-privacidad", title: "Aviso de privacidad" },
  { slug: "terminos", title: "Términos y condiciones de venta" },
  { slug: "devoluciones", title: "Política de devoluciones" },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]["slug"];

export const isLegalSlug = (value: string): value is LegalSlug => LEGAL_PAGES.some((page) => page.slug === value);

export const LEGAL_TITLE_MAX = 150;
export const LEGAL_BODY_MAX = 50_000;

/** PUT /api/legal-pages/{slug} (checked by `legalPageInputSchema`, common/contract/legal.ts). */
export interface LegalPageInput {
  title: string;
  body: string;
}

/** GET /api/legal-pages/{slug}: `updatedAt` is the "Última actualización" the page shows. */
export interface LegalPage {
  slug: LegalSlug;
  title: string;
  body: string;
  updatedAt: string;
}
