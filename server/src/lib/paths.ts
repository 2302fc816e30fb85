// Absolute paths of the repository's folders, so that the server works from any working directory.
import { fileURLToPath } from "node:url";

const fromRoot = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

export const repoRoot = fromRoot("");
export const migrationsDir = fromRoot("prisma/migrations");
export const clientDistDir = fromRoot("client/dist");
export const cacheDir = fromRoot("node_modules/.cache/autora");
