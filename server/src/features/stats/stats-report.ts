// The administrator's report: visitors and page views a day (the last 30 days) or a month (the last 12), the most
// viewed pages by name, where visitors came from, and the funnel from the book's page to a paid order (orders read
// from the orders table). Days are central Mexico's.
import type { PrismaClient } from "../../lib/db/client.ts";
import { FUNNEL_STEPS, pageName, type StatsRange, type StatsReport } from "@autora/common/contract/stats.ts";
import { mexicoDay } from "./visitor.ts";

/** How many pages, sites and campaigns the report lists. */
export const TOP = 10;
/** The pages that show the book: the funnel's first step. */
const BOOK_PAGES = ["/urdimbre", "/books/:bookId"];
const DAY_MS = 86_400_000;

/** A "YYYY-MM-DD" day as the Date Prisma writes to a DATE column. */
const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The periods of the range, oldest first: its 30 days or its 12 months ("YYYY-MM"), the current one last. */
export function periodsOf(range: StatsRange, now: Date): string[] {
  const today = asDate(mexicoDay(now));
  if (range === "30d")
    return Array.from({ length: 30 }, (_, i) => dayText(new Date(today.getTime() - (29 - i) * DAY_MS)));
  return Array.from({ length: 12 }, (_, i) =>
    dayText(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1))).slice(0, 7),
  );
}

/** The first day of the range's first period. */
const firstDayOf = (periods: string[]) => (periods[0].length === 7 ? `${periods[0]}-01` : periods[0]);

export async function statsReport(prisma: PrismaClient, range: StatsRange, now = new Date()): Promise<StatsReport> {
  const periods = periodsOf(range, now);
  const from = firstDayOf(periods);
  const inRange = { day: { gte: asDate(from) } };
  const [days, pages, referrers, campaigns, book, orders] = await Promise.all([
    prisma.statsDay.findMany({ where: inRange }),
    prisma.statsPage.groupBy({
      by: ["path"],
      where: inRange,
      _sum: { views: true, visitors: true },
      orderBy: [{ _sum: { views: "desc" } }, { path: "asc" }],
      take: TOP,
    }),
    prisma.statsReferrer.groupBy({
      by: ["domain"],
      where: inRange,
      _sum: { visitors: true },
      orderBy: [{ _sum: { visitors: "desc" } }, { domain: "asc" }],
      take: TOP,
    }),
    prisma.statsCampaign.groupBy({
      by: ["source", "campaign"],
      where: inRange,
      _sum: { visitors: true },
      orderBy: [{ _sum: { visitors: "desc" } }, { source: "asc" }, { campaign: "asc" }],
      take: TOP,
    }),
    prisma.statsPage.aggregate({ where: { ...inRange, path: { in: BOOK_PAGES } }, _sum: { visitors: true } }),
    // the orders placed since the range's first midnight in central Mexico, and those of them paid
    prisma.$queryRaw<{ created: number; paid: number }[]>`
      SELECT count(*)::int AS created, count(*) FILTER (WHERE "paidAt" IS NOT NULL)::int AS paid
      FROM "Order" WHERE "createdAt" >= (${from}::date::timestamp AT TIME ZONE 'America/Mexico_City') AT TIME ZONE 'UTC'`,
  ]);

  const byPeriod = new Map(periods.map((period) => [period, { period, visitors: 0, pageviews: 0 }]));
  let buyers = 0;
  for (const day of days) {
    const row = byPeriod.get(dayText(day.day).slice(0, periods[0].length));
    if (row) {
      row.visitors += day.visitors;
      row.pageviews += day.pageviews;
    }
    buyers += day.buyers;
  }
  const series = [...byPeriod.values()];
  const counts = [book._sum.visitors ?? 0, buyers, orders[0].created, orders[0].paid];
  return {
    range,
    series,
    totals: {
      visitors: series.reduce((sum, row) => sum + row.visitors, 0),
      pageviews: series.reduce((sum, row) => sum + row.pageviews, 0),
    },
    pages: pages.map((page) => ({
      path: page.path,
      title: pageName(page.path),
      views: page._sum.views ?? 0,
      visitors: page._sum.visitors ?? 0,
    })),
    referrers: referrers.map((row) => ({ domain: row.domain, visitors: row._sum.visitors ?? 0 })),
    campaigns: campaigns.map((row) => ({
      source: row.source,
      campaign: row.campaign,
      visitors: row._sum.visitors ?? 0,
    })),
    funnel: FUNNEL_STEPS.map((step, i) => ({
      step,
      count: counts[i],
      rate: i === 0 || counts[i - 1] === 0 ? null : counts[i] / counts[i - 1],
    })),
  };
}
