// Lighthouse (mobile) on the home, book and gallery pages, with Debian's Chromium.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printTable, root } from "./lib.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
interface Report {
  categories: Record<string, { score: number | null }>;
  runtimeError?: { code: string };
}
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100 };

/** One Lighthouse run; retried when Lighthouse itself fails to record the page (e.g. NO_NAVSTART), at most 3 times. */
function audit(url: string, output: string): Report {
  for (let attempt = 1; ; attempt++) {
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
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (!report.runtimeError || attempt === 3) return report;
    console.log(`lighthouse: ${report.runtimeError.code} on ${url}, trying again`);
  }
}

export async function runLighthouse(baseUrl: string): Promise<boolean> {
  const [book] = (await (await fetch(`${baseUrl}/api/books`)).json()) as { id: number }[];
  // The two pages, and the two other pages whose largest paint is an uploaded image.
  const pages = ["/", "/urdimbre", `/books/${book.id}`, "/gallery"];
  const outDir = mkdtempSync(join(tmpdir(), "autora-lighthouse-"));
  let ok = true;
  const rows = pages.map((page, i) => {
    const report = audit(baseUrl + page, join(outDir, `report-${i}.json`));
    const row: Record<string, string | number> = { page };
    for (const category of CATEGORIES) {
      const score = Math.round((report.categories[category].score ?? 0) * 100);
      row[category] = score;
      if (score < (TARGETS[category] ?? 0)) ok = false;
    }
    return row;
  });
  printTable("Lighthouse, mobile (targets: performance >= 95, accessibility 100)", rows);
  return ok;
}
