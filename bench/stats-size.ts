// How big the visit statistics grow: a year of page views (one million by default) counted through the server's own
// counting code (features/stats), day after day with the day's salt, on a fresh PostgreSQL database (DATABASE_URL's
// server, or the local one at 127.0.0.1:5432). Prints each table's rows and bytes (pg_total_relation_size: the table,
// its indexes and its TOAST), as left by the updates and after VACUUM FULL. A year passes in minutes here, so the
// autovacuum a real day would see is one plain VACUUM at the end of each simulated day; and commits do not wait for
// the disk (synchronous_commit off: the same rows, only faster to write). The database is dropped at the end.
//   npx tsx bench/stats-size.ts            # 1,000,000 views over 365 days
//   STATS_VISITS=100000 npx tsx bench/stats-size.ts
import { PAGES } from "@autora/common/pages.ts";
import { openDatabase } from "../server/src/lib/db/client.ts";
import { countCartTap, countView } from "../server/src/features/stats/stats.service.ts";
import { createDatabase } from "../server/test/server-process.ts";
import { printTable } from "./lib.ts";

const VISITS = Number(process.env.STATS_VISITS ?? 1_000_000);
const DAYS = 365;
const CONCURRENCY = 12;
const TABLES = ["StatsDay", "StatsPage", "StatsReferrer", "StatsCampaign", "StatsVisitor", "StatsSalt"];

/** A small deterministic random generator, so that two runs count the same visits. */
let seed = 20261124;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

// Where readers go (the book and the home page most), where they come from, and the author's campaign links.
const paths = [
  ...PAGES.map((page) => page.path.replace(/:\w+/, "1")),
  ...Array<string>(20).fill("/urdimbre"),
  ...Array<string>(10).fill("/"),
];
const referrers = [
  "https://l.instagram.com/",
  "https://www.facebook.com/",
  "https://www.google.com/",
  "https://t.co/x",
  "https://www.bing.com/",
  "https://duckduckgo.com/",
  "https://m.facebook.com/",
  "https://lm.facebook.com/l.php",
  "https://www.youtube.com/",
  "https://web.whatsapp.com/",
  "https://www.pinterest.com.mx/",
  "https://mx.search.yahoo.com/",
];
const campaigns = [
  ["instagram", "preventa"],
  ["instagram", "lanzamiento"],
  ["instagram", ""],
  ["facebook", "feria-del-libro"],
  ["boletin", "noviembre"],
  ["boletin", "diciembre"],
  ["whatsapp", ""],
  ["tiktok", "resena"],
];

const database = await createDatabase("stats_size");
const admin = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: 1 });
await admin.prisma.$executeRawUnsafe(
  `ALTER DATABASE "${new URL(database.url).pathname.slice(1)}" SET synchronous_commit TO off`,
);
await admin.close();
const db = await openDatabase({ url: database.url, dataDir: "memory://", poolSize: CONCURRENCY });
const { prisma } = db;
try {
  const perDay = Math.ceil(VISITS / DAYS);
  const readersPerDay = Math.max(1, Math.round(perDay / 2.5)); // about two and a half pages per reader
  const start = Date.UTC(2025, 10, 25);
  const started = performance.now();
  let counted = 0;
  for (let d = 0; d < DAYS && counted < VISITS; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const today = Array.from({ length: Math.min(perDay, VISITS - counted) }, () => {
      const reader = Math.floor(random() * readersPerDay);
      const visitor = {
        ip: `10.${d % 256}.${reader >> 8}.${reader & 255}`,
        userAgent: `Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36 lector-${reader}`,
        site: "https://autora.example.mx",
        ownHosts: ["autora.example.mx"],
      };
      const roll = random();
      // a few a day from sites nobody expects (a long tail the daily cap keeps small)
      const referrer =
        roll < 0.25
          ? pick(referrers)
          : roll < 0.27
            ? `https://sitio-${Math.floor(random() * 5000)}.example/`
            : undefined;
      const [utmSource, utmCampaign] = random() < 0.1 ? pick(campaigns) : [undefined, undefined];
      return { view: { path: pick(paths), referrer, utmSource, utmCampaign }, visitor, buys: random() < 0.02 };
    });
    for (let i = 0; i < today.length; i += CONCURRENCY) {
      await Promise.all(
        today.slice(i, i + CONCURRENCY).map(async ({ view, visitor, buys }) => {
          await countView(prisma, view, visitor, day);
          if (buys) await countCartTap(prisma, visitor, day);
        }),
      );
    }
    counted += today.length;
    await prisma.$executeRawUnsafe(`VACUUM ${TABLES.map((table) => `"${table}"`).join(", ")}`);
    if (d % 30 === 0)
      process.stderr.write(
        `día ${d + 1}/${DAYS}: ${counted.toLocaleString("es-MX")} vistas, ${Math.round(counted / ((performance.now() - started) / 1000))} por segundo\n`,
      );
  }
  const seconds = (performance.now() - started) / 1000;

  const measure = async () =>
    Promise.all(
      TABLES.map(async (table) => {
        const [row] = await prisma.$queryRawUnsafe<{ rows: number; bytes: number }[]>(
          `SELECT (SELECT count(*) FROM "${table}")::int AS rows, pg_total_relation_size('"${table}"')::int AS bytes`,
        );
        return { table, ...row };
      }),
    );
  const asLeft = await measure();
  await prisma.$executeRawUnsafe(`VACUUM FULL ${TABLES.map((table) => `"${table}"`).join(", ")}`);
  const compact = await measure();
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const rows = TABLES.map((table, i) => ({
    table,
    rows: asLeft[i].rows,
    "KB as left": kb(asLeft[i].bytes),
    "KB after VACUUM FULL": kb(compact[i].bytes),
  }));
  const total = (list: { bytes: number }[]) => list.reduce((sum, row) => sum + row.bytes, 0);
  rows.push({
    table: "total",
    rows: asLeft.reduce((sum, row) => sum + row.rows, 0),
    "KB as left": kb(total(asLeft)),
    "KB after VACUUM FULL": kb(total(compact)),
  });
  const [{ visitors, pageviews }] = await prisma.$queryRaw<
    { visitors: number; pageviews: number }[]
  >`SELECT sum("visitors")::int AS visitors, sum("pageviews")::int AS pageviews FROM "StatsDay"`;
  printTable(
    `Visit statistics after ${counted.toLocaleString("en")} page views over ${DAYS} days (${pageviews.toLocaleString("en")} counted, ${visitors.toLocaleString("en")} daily visitors; ${Math.round(seconds)} s, ${Math.round(counted / seconds)} views/s)`,
    rows,
  );
} finally {
  await db.close();
  await database.drop();
}
