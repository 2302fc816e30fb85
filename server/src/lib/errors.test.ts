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
    const waiting = await db.prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 50 }).catch((err: unknown) => err);
    release();
    await holder;
    const answer = toHttpError(waiting);
    expect(answer?.status).toBe(503);
    expect(answer?.message).toBe("El servicio está ocupado. Intenta de nuevo en unos segundos.");
  });
});
