import { defineConfig } from "prisma/config";

// `prisma generate`, `validate` and `format` never run Prisma's schema-engine binary, yet the CLI
// insists it exists and otherwise downloads it (unreachable on our machines). For those commands
// only, point the documented PRISMA_SCHEMA_ENGINE_BINARY override at a stand-in. `migrate`/`db`
// commands keep the real engine on machines that have it; here we use our own runner
// (npm run db:migrate / db:migration:new).
const command = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (["generate", "validate", "format"].includes(command ?? "") && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = "server/scripts/schema-engine-unavailable.sh";
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Read only by Prisma CLI commands that connect; the app connects through @prisma/adapter-pg.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
