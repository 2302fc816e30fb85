// The legal pages: the administrator's saved version, or the template filled with the site's contact data and the
// author's name until she saves one.
import {
  LEGAL_PAGES,
  type LegalPage,
  type LegalPageInput,
  type LegalSlug,
} from "@autora/common/contract/legal-pages.ts";
import type { AppContext } from "../../context.ts";
import { getContactInfo, getSiteContent } from "../pages/index.ts";
import { legalTemplate, TEMPLATE_DATE } from "./legal-templates.ts";

type Deps = Pick<AppContext, "prisma" | "config">;

const defaultTitle = (slug: LegalSlug) => LEGAL_PAGES.find((page) => page.slug === slug)!.title;

export async function getLegalPage({ prisma, config }: Deps, slug: LegalSlug): Promise<LegalPage> {
  const saved = await prisma.legalPage.findUnique({ where: { slug } });
  if (saved) return { slug, title: saved.title, body: saved.body, updatedAt: saved.updatedAt.toISOString() };
  const [site, contact] = await Promise.all([getSiteContent(prisma), getContactInfo(prisma)]);
  const body = legalTemplate(slug, {
    authorName: site.authorName,
    email: contact.email,
    phone: contact.phone,
    oxxoDays: config.oxxoExpiresAfterDays,
  });
  return { slug, title: defaultTitle(slug), body, updatedAt: TEMPLATE_DATE.toISOString() };
}

export async function saveLegalPage({ prisma }: Deps, slug: LegalSlug, input: LegalPageInput): Promise<LegalPage> {
  const saved = await prisma.legalPage.upsert({ where: { slug }, create: { slug, ...input }, update: input });
  return { slug, title: saved.title, body: saved.body, updatedAt: saved.updatedAt.toISOString() };
}
