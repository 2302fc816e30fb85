// Counting a page view or a COMPRAR tap: one statement adds to the day's totals, so every server process on the
// database counts into the same rows (upserts with ON CONFLICT) and a visit is never half counted. The visitor's hash
// marks what has been counted for them today ("" the visit, a page, a source, "#comprar"): a mark that is new adds
// a visitor, one already there only a view.
import { Prisma } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { findPage } from "@autora/common/pages.ts";
import { OTHER_SOURCES, type PageView } from "@autora/common/contract/stats.ts";
import { referrerDomain, saltOf, visitorHash } from "./visitor.ts";

/**
 * A day keeps at most this many sites and this many campaigns by name; the visitors of the others are counted under
 * OTHER_SOURCES. Made-up referrers or utm values cannot grow the tables beyond it.
 */
export const SOURCES_PER_DAY = 100;
const CART_MARK = "#comprar";

export interface Visitor {
  ip: string;
  userAgent: string;
  /** the site's own address and host names (a reader moving between its pages comes from none of them) */
  site: string;
  ownHosts: string[];
}

/** The visitor's hash and the day, with the day's salt. */
async function whoToday(prisma: PrismaClient, visitor: Visitor, day: string) {
  const salt = await saltOf(prisma, day);
  return visitorHash(salt, visitor.site, visitor.ip, visitor.userAgent);
}

/** A lower-cased, trimmed utm value, or undefined when empty. */
const utmValue = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * Counts a page view; answers false when the address is not a page of the site (nothing counted). The page is kept as
 * its entry in the table of pages (/pedido/:token, never the token), the referrer as its domain only.
 */
export async function countView(prisma: PrismaClient, view: PageView, visitor: Visitor, day: string): Promise<boolean> {
  const page = findPage(view.path.split(/[?#]/)[0]);
  if (!page) return false;
  const hash = await whoToday(prisma, visitor, day);
  const domain = referrerDomain(view.referrer, visitor.ownHosts);
  const source = utmValue(view.utmSource);
  const campaign = source ? (utmValue(view.utmCampaign) ?? "") : undefined;
  const refMark = domain ? `ref ${domain}` : null;
  const utmMark = source ? `utm ${source}\n${campaign}` : null;
  const marks = ["", page.path, refMark, utmMark].filter((mark) => mark !== null);
  // the sources' parts only when the view has one (most have none)
  const referrers = domain
    ? Prisma.sql`, referrers AS (
      INSERT INTO "StatsReferrer" ("day", "domain", "visitors")
      SELECT ${day}::date, CASE WHEN room.ok THEN ${domain}::text ELSE ${OTHER_SOURCES}::text END, 1
      FROM seen, (SELECT ${roomFor("StatsReferrer", Prisma.sql`"domain" = ${domain}::text`, day)} AS ok) AS room
      WHERE seen."mark" = ${refMark}
      ON CONFLICT ("day", "domain") DO UPDATE SET "visitors" = "StatsReferrer"."visitors" + 1
    )`
    : Prisma.empty;
  const campaigns = source
    ? Prisma.sql`, campaigns AS (
      INSERT INTO "StatsCampaign" ("day", "source", "campaign", "visitors")
      SELECT ${day}::date, CASE WHEN room.ok THEN ${source}::text ELSE ${OTHER_SOURCES}::text END, CASE WHEN room.ok THEN ${campaign}::text ELSE ${OTHER_SOURCES}::text END, 1
      FROM seen, (SELECT ${roomFor("StatsCampaign", Prisma.sql`"source" = ${source}::text AND "campaign" = ${campaign}::text`, day)} AS ok) AS room
      WHERE seen."mark" = ${utmMark}
      ON CONFLICT ("day", "source", "campaign") DO UPDATE SET "visitors" = "StatsCampaign"."visitors" + 1
    )`
    : Prisma.empty;
  await prisma.$executeRaw`
    WITH seen AS (
      INSERT INTO "StatsVisitor" ("hash", "mark", "day")
      SELECT ${hash}, mark, ${day}::date FROM unnest(${marks}::text[]) AS mark
      ON CONFLICT DO NOTHING
      RETURNING "mark"
    ), totals AS (
      INSERT INTO "StatsDay" ("day", "visitors", "pageviews")
      VALUES (${day}::date, (SELECT count(*) FROM seen WHERE "mark" = ''), 1)
      ON CONFLICT ("day") DO UPDATE SET "visitors" = "StatsDay"."visitors" + EXCLUDED."visitors", "pageviews" = "StatsDay"."pageviews" + 1
    )${referrers}${campaigns}
    INSERT INTO "StatsPage" ("day", "path", "views", "visitors")
    VALUES (${day}::date, ${page.path}, 1, (SELECT count(*) FROM seen WHERE "mark" = ${page.path}))
    ON CONFLICT ("day", "path") DO UPDATE SET "views" = "StatsPage"."views" + 1, "visitors" = "StatsPage"."visitors" + EXCLUDED."visitors"`;
  return true;
}

/** The day's row for this source is there already, or the day has fewer than SOURCES_PER_DAY named ones. */
function roomFor(table: "StatsReferrer" | "StatsCampaign", sameRow: Prisma.Sql, day: string): Prisma.Sql {
  const name = Prisma.raw(`"${table}"`);
  const named =
    table === "StatsReferrer" ? Prisma.sql`"domain" <> ${OTHER_SOURCES}` : Prisma.sql`"source" <> ${OTHER_SOURCES}`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM ${name} WHERE "day" = ${day}::date AND ${sameRow})
    OR (SELECT count(*) FROM ${name} WHERE "day" = ${day}::date AND ${named}) < ${SOURCES_PER_DAY})`;
}

/** Counts a tap on COMPRAR: the day's visitors who tapped it (once each). */
export async function countCartTap(prisma: PrismaClient, visitor: Visitor, day: string): Promise<void> {
  const hash = await whoToday(prisma, visitor, day);
  await prisma.$executeRaw`
    WITH seen AS (
      INSERT INTO "StatsVisitor" ("hash", "mark", "day") VALUES (${hash}, ${CART_MARK}, ${day}::date)
      ON CONFLICT DO NOTHING
      RETURNING "mark"
    )
    INSERT INTO "StatsDay" ("day", "buyers") VALUES (${day}::date, (SELECT count(*) FROM seen))
    ON CONFLICT ("day") DO UPDATE SET "buyers" = "StatsDay"."buyers" + EXCLUDED."buyers"`;
}
