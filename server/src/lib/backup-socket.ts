// With the embedded database, the running server holds its data directory (PGlite allows one process), so
// `npm run backup` asks the server itself to write the archive, through a Unix socket in DATA_DIR that only the owner
// of the data directory can open (0600): whoever can reach it could copy DATA_DIR anyway. The dump runs in one
// REPEATABLE READ transaction on the server's own connection, while the site keeps answering.
import { chmod, rm } from "node:fs/promises";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { writeBackup, type Manifest } from "./backup.ts";
import type { PrismaClient } from "./db/client.ts";
import type { Logger } from "./logger.ts";

export const backupSocketPath = (dataDir: string) => join(dataDir, "backup.sock");

export async function serveBackups({
  dataDir,
  uploadsDir,
  prisma,
  log,
}: {
  dataDir: string;
  uploadsDir: string;
  prisma: PrismaClient;
  log: Logger;
}) {
  const socketPath = backupSocketPath(dataDir);
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", async () => {
      try {
        const { file } = JSON.parse(body) as { file: string };
        // `npm run backup` stopped (Ctrl+C, killed): the backup stops too, and its temporary file is removed
        const cancel = new AbortController();
        res.once("close", () => cancel.abort());
        const manifest = await prisma.$transaction(
          (tx) =>
            writeBackup({
              query: (sql, params = []) => tx.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params),
              engine: "pglite",
              uploadsDir,
              file,
              signal: cancel.signal,
            }),
          { isolationLevel: "RepeatableRead", maxWait: 30_000, timeout: 10 * 60_000 },
        );
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(manifest));
      } catch (err) {
        if (res.destroyed) return; // canceled by whoever asked for it
        log.error({ err }, "falló la copia de seguridad");
        res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ message: (err as Error).message }));
      }
    });
  });
  await rm(socketPath, { force: true }); // left by a server that was killed (the database lock says no other one runs)
  try {
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
    await chmod(socketPath, 0o600);
  } catch (err) {
    log.warn({ err }, `no se pudo abrir ${socketPath}: npm run backup necesitará detener el servidor`);
    return { close: async () => {} };
  }
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the running server to write the archive; undefined when no server listens on DATA_DIR's socket. `signal` cancels it. */
export function requestBackup(dataDir: string, file: string, signal?: AbortSignal): Promise<Manifest | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: "POST", path: "/" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        const answer = JSON.parse(body) as Manifest & { message?: string };
        if (res.statusCode === 200) resolve(answer);
        else reject(new Error(answer.message));
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "ENOENT" || err.code === "ECONNREFUSED" ? resolve(undefined) : reject(err),
    );
    signal?.addEventListener("abort", () => req.destroy(new Error("cancelada")), { once: true });
    req.end(JSON.stringify({ file }));
  });
}
