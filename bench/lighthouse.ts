// Lighthouse (mobile) on the home and book pages, with Debian's Chromium.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printTable, root } from "./lib.ts";

const PAGES = ["/", "/urdimbre"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100 };

export function runLighthouse(baseUrl: string): boolean {
  const outDir = mkdtempSync(join(tmpdir(), "autora-lighthouse-"));
  let ok = true;
  const rows = PAGES.map((page, i) => {
    const output = join(outDir, `report-${i}.json`);
    const run = spawnSync(
      join(root, "node_modules/.bin/lighthouse"),
      [
        baseUrl + page,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const report = JSON.parse(readFileSync(output, "utf8")) as { categories: Record<string, { score: number }> };
    const row: Record<string, string | number> = { page };
    for (const category of CATEGORIES) {
      const score = Math.round(report.categories[category].score * 100);
      row[category] = score;
      if (score < (TARGETS[category] ?? 0)) ok = false;
    }
    return row;
  });
  printTable("Lighthouse, mobile (targets: performance >= 95, accessibility 100)", rows);
  return ok;
}
