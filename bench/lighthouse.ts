// Lighthouse (mobile) on every server-rendered public page and on "the limit": a static HTML page with the same
// largest image (the book's main image, at the same srcset and sizes) and title as /urdimbre, served by the same server
// in the same run. What the limit paints in is what a page could paint in with no JavaScript and no data to wait for.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { escapeHtml } from "@autora/common/escape-html.ts";
import { IMAGE_SIZES, responsiveImage } from "@autora/common/responsive-image.ts";
import { printTable, root } from "./lib.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string };
}
/** Lighthouse performance 100 on these pages, at least 95 on the others; accessibility 100 everywhere. */
const PERFORMANCE_100 = ["/", "/urdimbre", "/books/:id", "/gallery", "/blogpage"];
/** Every page's largest paint at most this many times the limit's. */
export const LCP_LIMIT_RATIO = 1.25;
export const LIMIT_PAGE = "/bench-limit.html";

/**
 * One Lighthouse run; retried when Lighthouse itself fails to record the page (e.g. NO_NAVSTART, which it reports in
 * the JSON or by exiting non-zero), at most 3 times.
 */
export function audit(url: string, output: string): Report {
  for (let attempt = 1; ; attempt++) {
    rmSync(output, { force: true });
    const run = spawnSync(
      join(root, "node_modules/.bin/lighthouse"),
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const report = existsSync(output) ? (JSON.parse(readFileSync(output, "utf8")) as Report) : undefined;
    if (run.status === 0 && report && !report.runtimeError) return report;
    if (attempt === 3) {
      if (report && run.status === 0) return report;
      throw new Error(`lighthouse failed on ${url} (${report?.runtimeError?.code ?? `exit ${run.status}`})`);
    }
    console.log(`lighthouse: ${report?.runtimeError?.code ?? `exit ${run.status}`} on ${url}, trying again`);
  }
}

/**
 * Writes the limit page into the served build folder (`distDir`, the bench's own copy of the build): /urdimbre's
 * title, and its main image with the same srcset, sizes and preload, in the same frame width, and nothing else.
 */
export async function writeLimitPage(baseUrl: string, distDir: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/urdimbre`)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "Urdimbre";
  const [book] = (await (await fetch(`${baseUrl}/api/books`)).json()) as { images: { url: string }[] }[];
  const image = responsiveImage(book.images[0].url);
  const srcset = image.srcSet
    ? ` srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(IMAGE_SIZES.bookMain)}"`
    : "";
  const preload = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(IMAGE_SIZES.bookMain)}"`
    : "";
  writeFileSync(
    join(distDir, LIMIT_PAGE.slice(1)),
    `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="La página límite del banco de pruebas: el título y la imagen principal de Urdimbre." />
    <title>${title}</title>
    <link rel="preload" as="image" href="${escapeHtml(image.src)}"${preload} fetchpriority="high" />
    <style>body{margin:0;padding:1.25rem;font-family:system-ui,sans-serif}img{display:block;width:100%;max-width:32rem;height:auto}</style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <img src="${escapeHtml(image.src)}"${srcset} alt="${title}" width="800" height="1000" fetchpriority="high" />
    </main>
  </body>
</html>
`,
  );
}

/**
 * Asks once for every uploaded image a page names (src, srcset, preload), so that the resized copies exist on disk
 * before Lighthouse loads the page: made on a first request and kept, they cost only the first visitor after an upload,
 * and on a fresh data folder they would otherwise land on whichever page happens to be audited first.
 */
async function makeImageVariants(pageUrl: string): Promise<void> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set([...html.matchAll(/\/uploads\/[^\s"',]+/g)].map(([url]) => url.replace(/&amp;/g, "&")));
  for (const url of urls) await (await fetch(new URL(url, pageUrl))).arrayBuffer();
}

/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3); one run's total blocking time varies by 100 ms and more. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** The page's run with the median performance score, as Lighthouse's own advice on variability suggests. */
function medianRun(url: string, outputPrefix: string): Report {
  const runs = Array.from({ length: RUNS }, (_, run) => audit(url, `${outputPrefix}-run${run + 1}.json`));
  runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return runs[Math.floor((runs.length - 1) / 2)];
}

export async function runLighthouse(baseUrl: string, distDir: string): Promise<boolean> {
  const [book] = (await (await fetch(`${baseUrl}/api/books`)).json()) as { id: number }[];
  await writeLimitPage(baseUrl, distDir);
  const pages = [LIMIT_PAGE, "/", "/about", "/urdimbre", "/books/:id", "/blogpage", "/blog/1", "/gallery", "/contact"];
  for (const page of pages) await makeImageVariants(baseUrl + page.replace(":id", String(book.id)));
  const outDir = mkdtempSync(join(tmpdir(), "autora-lighthouse-"));
  let ok = true;
  let limitLcp = 0;
  const rows = pages.map((page, i) => {
    const report = medianRun(baseUrl + page.replace(":id", String(book.id)), join(outDir, `report-${i}`));
    const lcp = (report.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000;
    const row: Record<string, string | number> = {
      page: page === LIMIT_PAGE ? "the limit" : page.replace(":id", String(book.id)),
    };
    const failed: string[] = [];
    for (const category of CATEGORIES) {
      const score = Math.round((report.categories[category].score ?? 0) * 100);
      row[category] = score;
      const target =
        category === "accessibility"
          ? 100
          : category === "performance" && page !== LIMIT_PAGE
            ? PERFORMANCE_100.includes(page)
              ? 100
              : 95
            : 0;
      if (score < target) failed.push(category);
    }
    row["TBT ms"] = Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0);
    row["LCP s"] = lcp.toFixed(2);
    if (page === LIMIT_PAGE) {
      limitLcp = lcp;
      row["LCP / limit"] = "1.00";
    } else {
      row["LCP / limit"] = (lcp / limitLcp).toFixed(2);
      if (lcp > LCP_LIMIT_RATIO * limitLcp) failed.push("LCP");
    }
    row.target = failed.length ? `missed: ${failed.join(", ")}` : "ok";
    if (failed.length) ok = false;
    return row;
  });
  printTable(
    `Lighthouse, mobile (targets: LCP <= ${LCP_LIMIT_RATIO} x the limit's, performance 100 on ${PERFORMANCE_100.join(", ")} and >= 95 elsewhere, accessibility 100)`,
    rows,
  );
  return ok;
}
