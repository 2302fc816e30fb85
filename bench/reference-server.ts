// The reference for the API benchmark: a bare Express app serving, from memory, the very bodies the real routes
// answered. Started as a child process (same process family as the real server).
import express from "express";

const bodies = JSON.parse(process.env.REFERENCE_BODIES ?? "{}") as Record<string, string>;
const app = express();
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, (_req, res) => res.type("application/json").send(body));
}
app.get("/api/health", (_req, res) => res.json({ status: "ok" }));
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
