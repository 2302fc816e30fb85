// npm run audit — the production dependencies against the registry's security advisories.
// Fails on any high or critical advisory. When the registry does not offer the advisories service (some
// mirrors and offline machines answer 405 or cannot be reached), it says so and does not fail: nothing
// could be checked, which is reported, not hidden.
// `node scripts/audit.mjs --from-file report.json` reads a saved `npm audit --json` report instead.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const FAILING = new Set(["high", "critical"]);

function readReport() {
  const fromFile = process.argv.indexOf("--from-file");
  if (fromFile !== -1) return readFileSync(process.argv[fromFile + 1], "utf8");
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return run.stdout;
}

let report;
try {
  report = JSON.parse(readReport());
} catch {
  report = {};
}

if (!report.metadata?.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? "sin respuesta del registro";
  console.log(`npm audit: no se pudo consultar el servicio de avisos de seguridad (${reason}).`);
  console.log("Nada se comprobó; repite `npm run audit` en una máquina con acceso al servicio de avisos del registro.");
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (dependencias de producción): ${Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(", ")}`,
);
const failing = Object.values(report.vulnerabilities ?? {}).filter((v) => FAILING.has(v.severity));
for (const v of failing) {
  const titles = v.via.filter((via) => typeof via === "object").map((via) => `${via.title} (${via.url})`);
  console.log(`  ${v.severity.toUpperCase()} ${v.name} ${v.range}: ${titles.join("; ") || `por ${v.via.join(", ")}`}`);
}
if (failing.length) {
  console.log(
    `${failing.length} paquete(s) con avisos altos o críticos: actualízalos (npm audit fix) antes de publicar.`,
  );
  process.exit(1);
}
console.log("Sin avisos altos ni críticos.");
