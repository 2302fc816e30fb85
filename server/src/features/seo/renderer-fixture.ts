// For the tests of the server-rendered pages: the client's real server renderer (client/src/entry-server.tsx), built
// by Vite into a build folder of the test's own beside a small index.html.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { repoRoot } from "../../lib/paths.ts";

export const INDEX = `<!doctype html>
<html lang="es">
  <head><title>Autora Colimense</title></head>
  <body><div id="root"></div></body>
</html>
`;

/** A build folder (CLIENT_DIST_DIR) holding INDEX and the server renderer in .ssr. */
export async function buildRenderer(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), "autora-ssr-"));
  writeFileSync(join(dist, "index.html"), INDEX);
  const client = join(repoRoot, "client");
  // Built for production as `npm run build` builds it (the tests run with NODE_ENV=test, which would make React's
  // development JSX calls, absent from React in a production server process).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: client,
      configFile: join(client, "vite.config.ts"),
      logLevel: "silent",
      build: { ssr: "src/entry-server.tsx", outDir: join(dist, ".ssr") },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dist;
}
