// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import { BackupWarning } from "./BackupWarning";

const DAY = 24 * 60 * 60 * 1000;
const archive = (ageMs: number) => ({ name: "autora-respaldo-2026-11-24T03-00-00Z.tar.gz", createdAt: new Date(Date.now() - ageMs).toISOString(), bytes: 100 });

describe("BackupWarning", () => {
  it("says the last backup failed, with a link to Respaldos", async () => {
    fakeApi({ "GET /backups": { data: { archives: [archive(DAY / 2)], last: { ok: false, at: new Date().toISOString(), error: "disco lleno" } } } });
    renderApp(<BackupWarning />);
    expect((await screen.findByRole("alert")).textContent).toContain("El último respaldo falló: disco lleno");
    expect(screen.getByRole("link", { name: "Ver los respaldos" }).getAttribute("href")).toBe("/admin/respaldos");
  });

  it("says the newest is more than two days old", async () => {
    fakeApi({ "GET /backups": { data: { archives: [archive(3 * DAY)], last: null } } });
    renderApp(<BackupWarning />);
    expect((await screen.findByRole("alert")).textContent).toContain("El último respaldo tiene más de dos días.");
  });

  it("shows nothing when the newest is recent", async () => {
    const server = fakeApi({ "GET /backups": { data: { archives: [archive(DAY)], last: { ok: true, at: new Date().toISOString(), file: "x", bytes: 100 } } } });
    const { container } = renderApp(<BackupWarning />);
    await expect.poll(() => server.requests.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
  });
});
