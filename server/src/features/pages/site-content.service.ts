// The home-page texts (a single row, id 1); the defaults below show until the administrator saves her own.
import type { PrismaClient } from "../../lib/db/client.ts";
import type { SiteContent } from "@autora/common/contract/pages.ts";

const ROW_ID = 1;
const fields = { introTitle: true, authorName: true, authorTitle: true, mainTitle: true, subtitle: true } as const;

export const DEFAULT_SITE_CONTENT: SiteContent = {
  introTitle: "Tejiendo historias entre hilos, barro y memoria",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle:
    "Nací en Colima y me formé como diseñadora entre volcanes, palmeras y talleres familiares. " +
    "Durante años recorrí México para conocer a artesanas y artesanos, y documenté sus técnicas, sus oficios y las historias que guardan sus manos. " +
    "Este libro reúne esas voces para que su trabajo siga vivo.",
};

export async function getSiteContent(prisma: PrismaClient): Promise<SiteContent> {
  return (await prisma.siteContent.findUnique({ where: { id: ROW_ID }, select: fields })) ?? DEFAULT_SITE_CONTENT;
}

export function saveSiteContent(prisma: PrismaClient, input: SiteContent): Promise<SiteContent> {
  return prisma.siteContent.upsert({
    where: { id: ROW_ID },
    create: { id: ROW_ID, ...input },
    update: input,
    select: fields,
  });
}
