// npx tsx bench/gallery-comments.ts — /gallery (server-rendered, kept by the page cache) under load from 100
// connections for 15 s, first alone, then while a reader posts one comment on a book every second. A comment changes
// only the book's comments, so the kept /gallery should serve as fast with comments as without.
// GALLERY_CONNECTIONS and GALLERY_SECONDS change the run. Every connection of the load comes from this machine, so
// the cap on connections per address is lifted, as in the mixed load (server/test/load-runner.ts).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildRenderer } from "../server/src/features/seo/renderer-fixture.ts";
import { call, startServer } from "../server/test/server-process.ts";
import { printTable } from "./lib.ts";

const connections = Number(process.env.GALLERY_CONNECTIONS ?? 100);
const seconds = Number(process.env.GALLERY_SECONDS ?? 15);
const admin = { email: "admin@ejemplo.mx", password: "clave-de-carga-123" };

const dist = await buildRenderer();
const server = await startServer({
  DATA_DIR: join(mkdtempSync(join(tmpdir(), "autora-gallery-")), "data"),
  SEED_DEMO: "true",
  CLIENT_DIST_DIR: dist,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_MAX: "1000000",
  MAX_CONNECTIONS_PER_IP: "1000000",
  COMMENT_INTERVAL_SECONDS: "0",
  COMMENTS_PER_HOUR: "100000",
});
try {
  const token = (await call(`${server.url}/api/usuarios/login`, "POST", admin)).body.token as string;
  const [book] = (await call(`${server.url}/api/books`, "GET")).body as { id: number }[];
  await fetch(`${server.url}/gallery`); // rendered once before the timing starts
  const rows = [];
  for (const withComments of [false, true]) {
    let comments = 0;
    const commenting = withComments
      ? setInterval(() => {
          void call(
            `${server.url}/api/${book.id}/comentarios`,
            "POST",
            { contenido: `Comentario ${comments}` },
            token,
          ).then(
            (r) => r.status === 201 && comments++,
            () => {},
          );
        }, 1000)
      : undefined;
    const result = await autocannon({ url: `${server.url}/gallery`, connections, duration: seconds });
    clearInterval(commenting);
    const incomplete = await fetch(`${server.url}/gallery`).then(
      (r) => r.text(),
      () => "",
    );
    rows.push({
      "comments/s": withComments ? 1 : 0,
      "comments stored": comments,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      "page complete": incomplete.includes("No se pudieron cargar") ? "no" : "yes",
    });
  }
  printTable(`/gallery, ${connections} connections, ${seconds} s`, rows);
} finally {
  await server.kill();
}
