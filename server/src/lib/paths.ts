// Absolute paths of the repository's folders, so that the server works from any working directory, whether it runs
// from its TypeScript sources (server/src/lib/paths.ts) or from the built bundle (server/dist/index.js).
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const rootUrl = new URL(/[\\/]server[\\/]dist[\\/]$/.test(here) ? "../../" : "../../../", import.meta.url);
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, rootUrl));

export const repoRoot = fromRoot("");
export const migrationsDir = fromRoot("prisma/migrations");
export const clientDistDir = fromRoot("client/dist");
export const cacheDir = fromRoot("node_modules/.cache/autora");
export const demoAssetsDir = fromRoot("server/src/seed/assets/");
