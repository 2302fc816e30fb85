import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./db/client.ts";
import { toHttpError } from "./errors.ts";

// The embedded database has one connection: a transaction that cannot get it within maxWait is overload, not a bug.
describe("a transaction that waits too long for a connection", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => db.close());

  it("answers 503 with a Spanish message instead of a 500", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = await db.prisma
      .$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 50 })
      .catch((err: unknown) => err);
    release();
    await holder;
    const answer = toHttpError(waiting);
    expect(answer?.status).toBe(503);
    expect(answer?.message).toBe("El servicio está ocupado. Intenta de nuevo en unos segundos.");
  });
});

// What the database says when its disk is full, as Prisma passes it on (a raw query's P2010 carries the SQLSTATE in
// its message and meta; a model query, the driver's error as its cause).
describe("a database whose disk is full", () => {
  it("answers 507 with a Spanish message, not a 500 'Error interno'", () => {
    const raw = Object.assign(
      new Error(
        'Raw query failed. Code: `53100`. Message: `could not extend file "base/5/16384": No space left on device`',
      ),
      { code: "P2010", meta: { code: "53100" } },
    );
    const model = Object.assign(new Error("Invalid `prisma.bookComment.create()` invocation"), {
      cause: Object.assign(new Error('could not write to file "pg_wal/xlogtemp.123": No space left on device'), {
        code: "53100",
      }),
    });
    for (const err of [raw, model]) {
      const answer = toHttpError(err);
      expect(answer?.status).toBe(507);
      expect(answer?.message).toBe(
        "No queda espacio en el servidor para guardar los datos. Avisa a quien administra el sitio.",
      );
    }
  });
});
