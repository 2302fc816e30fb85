import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirInUseError, startEmbeddedPostgres } from "./embedded.ts";

describe("embedded PostgreSQL", () => {
  it("keeps rows across restarts and refuses a second opener of the same data directory", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "autora-embedded-")), "nested", "pglite");
    const first = await openDatabase({ dataDir });
    expect(first.created).toBe(true);
    await first.prisma.subscriber.create({ data: { email: "lectora@ejemplo.mx" } });

    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/ya está en uso/);
    await first.close();

    const again = await openDatabase({ dataDir });
    expect(again.created).toBe(false);
    expect(await again.prisma.subscriber.count()).toBe(1);
    const migrations = await again.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(Number(migrations[0].n)).toBeGreaterThan(0);
    await again.close();
  }, 60_000);
});
