// DATA_DIR is for the server's own user only: the embedded database (write-ahead log included), the uploads, their
// resized copies and the backup socket can be neither read nor written by the group or by others, on a fresh start
// and after an older tree with open permissions is started again. The server still serves its uploads.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { photoFile } from "./files.ts";
import { call, startServer } from "./server-process.ts";

vi.setConfig({ testTimeout: 180_000 });

const admin = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
const newDataDir = () => join(mkdtempSync(join(tmpdir(), "autora-privada-")), "datos");

/** Every file and folder under `root` (symbolic links not followed), with its permission bits. */
function tree(root: string): { path: string; mode: number }[] {
  const found: { path: string; mode: number }[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const info = lstatSync(path);
      found.push({ path: relative(root, path), mode: info.mode & 0o777 });
      if (info.isDirectory()) walk(path);
    }
  };
  walk(root);
  return found;
}

/** What the group or others may touch, as "path 644" lines (empty when all is private). */
const open = (root: string) =>
  tree(root)
    .filter((e) => e.mode & 0o077)
    .map((e) => `${e.path} ${e.mode.toString(8)}`);

/** A write to the database, an upload and its resized copy, all read back through the server. */
async function writeAndReadBack(url: string, email: string) {
  expect((await call(`${url}/api/subscribe`, "POST", { email })).status).toBe(201);
  const token = (await call(`${url}/api/usuarios/login`, "POST", admin)).body.token as string;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await photoFile(1200, 800))], { type: "image/jpeg" }), "telar.jpg");
  const upload = await fetch(`${url}/api/fotografias/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const photo = (await upload.json()) as { url: string };
  const original = await fetch(`${url}${photo.url}`);
  expect([original.status, original.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
  const resized = await fetch(`${url}${photo.url}?w=480`);
  expect([resized.status, resized.headers.get("content-type")]).toEqual([200, "image/webp"]);
}

describe("DATA_DIR is private to the server's user", () => {
  it("a fresh start creates DATA_DIR 0700 and nothing in it is open to the group or others, WAL included", async () => {
    const dataDir = newDataDir();
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    try {
      await writeAndReadBack(server.url, "lectora@ejemplo.mx");
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const paths = tree(dataDir).map((e) => e.path);
      // the walk sees what matters: the write-ahead log, the uploads, a resized copy, the backup socket
      expect(paths.some((p) => /^pglite\/pg_wal\/[0-9A-F]{24}$/.test(p))).toBe(true);
      expect(paths.some((p) => p.startsWith("uploads/") && p.endsWith(".jpg"))).toBe(true);
      expect(paths.some((p) => p.startsWith("image-variants/") && p.endsWith(".webp"))).toBe(true);
      expect(paths).toContain("backup.sock");
      expect(open(dataDir)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(open(dataDir)).toEqual([]);
  });

  it("an existing tree open to everyone (folders 0755, files 0666) is made private at start and still works", async () => {
    const dataDir = newDataDir();
    const first = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await writeAndReadBack(first.url, "primera@ejemplo.mx");
    expect(await first.stop()).toBe(0);
    // as an older version, or a copy made with a loose umask, left it
    chmodSync(dataDir, 0o755);
    for (const { path } of tree(dataDir))
      chmodSync(join(dataDir, path), lstatSync(join(dataDir, path)).isDirectory() ? 0o755 : 0o666);
    expect(open(dataDir).length).toBeGreaterThan(100);

    const second = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(open(dataDir)).toEqual([]);
      await writeAndReadBack(second.url, "segunda@ejemplo.mx"); // the same database, its uploads, new writes
      expect(open(dataDir)).toEqual([]);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(open(dataDir)).toEqual([]);
  });
});
