import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { spaAssets } from "./spa.ts";

// A checkout inside a dot-folder, with spaces and accents, must be served like any other.
const dist = join(mkdtempSync(join(tmpdir(), "autora-dist-")), ".proyectos", "Autora Colimense año", "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
const source = "console.log('hola');".repeat(50);
writeFileSync(join(dist, "assets", "index-1.js"), source);
writeFileSync(join(dist, "assets", "index-1.js.br"), brotliCompressSync(source));
writeFileSync(join(dist, "assets", "plain-1.css"), "body{}");
const app = express().use(spaAssets(dist));

describe("built assets", () => {
  it("sends the brotli copy to browsers that take it, cached for a year", async () => {
    const res = await request(app).get("/assets/index-1.js").set("Accept-Encoding", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.text).toBe(source); // supertest decodes it
  });

  it("sends the plain file otherwise, and 404 for what does not exist", async () => {
    const plain = await request(app).get("/assets/index-1.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(source);
    expect(
      (await request(app).get("/assets/plain-1.css").set("Accept-Encoding", "br")).headers["content-encoding"],
    ).toBeUndefined();
    expect((await request(app).get("/assets/nada.js").set("Accept-Encoding", "br")).status).toBe(404);
    expect([403, 404]).toContain(
      (await request(app).get("/assets/..%2f..%2fetc%2fpasswd").set("Accept-Encoding", "br")).status,
    );
  });
});
