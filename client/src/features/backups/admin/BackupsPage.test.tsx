// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute } from "@/test/render-route";

const admin = { id: 1, nombre: "Autora", email: "autora@ejemplo.mx", rol: 1 };
const newest = {
  name: "autora-respaldo-2026-11-24T03-00-00Z.tar.gz",
  createdAt: "2026-11-24T03:00:00.000Z",
  bytes: 2_621_440,
};
const older = {
  name: "autora-respaldo-2026-11-23T03-00-00Z.tar.gz",
  createdAt: "2026-11-23T03:00:00.000Z",
  bytes: 512,
};

function signInAsAdmin() {
  localStorage.setItem("token", fakeToken({ id: admin.id, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
}

describe("Respaldos", () => {
  it("lists the archives newest first with their date and size", async () => {
    signInAsAdmin();
    fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /backups": {
        data: {
          archives: [newest, older],
          last: { ok: true, at: newest.createdAt, file: newest.name, bytes: newest.bytes },
        },
      },
    });
    renderRoute("/admin/respaldos");

    const list = await screen.findByRole("region", { name: "Lista de respaldos" }, pageLoad);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("2.5 MB"),
      expect.stringContaining("512 bytes"),
    ]);
    expect(items[0].textContent).toContain(newest.name);
    expect(screen.getByRole("link", { name: "Respaldos" })).toBeTruthy();
  });

  it("makes one now and shows it; says so when one is already being made", async () => {
    signInAsAdmin();
    let archives = [older];
    let busy = false;
    fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /backups": () => ({ data: { archives, last: null } }),
      "POST /backups": () => {
        if (busy)
          return {
            status: 409,
            data: { message: "Ya se está haciendo un respaldo. Espera a que termine e inténtalo de nuevo." },
          };
        archives = [newest, older];
        busy = true;
        return { status: 201, data: newest };
      },
    });
    const user = userEvent.setup();
    renderRoute("/admin/respaldos");

    await user.click(await screen.findByRole("button", { name: "Hacer un respaldo ahora" }, pageLoad));
    await screen.findByText(`Respaldo hecho: ${newest.name} (2.5 MB).`);
    await screen.findByText(newest.name);
    await user.click(screen.getByRole("button", { name: "Hacer un respaldo ahora" }));
    await screen.findByText("Ya se está haciendo un respaldo. Espera a que termine e inténtalo de nuevo.");
  });

  it("asks the password before a download, and shows the server's refusal of a wrong one", async () => {
    signInAsAdmin();
    const saved = vi.fn((_blob: Blob) => "blob:respaldo");
    // the page saves the archive through an object URL, which jsdom does not have
    vi.stubGlobal(
      "URL",
      class extends URL {
        static createObjectURL = saved;
        static revokeObjectURL = () => {};
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const server = fakeApi({
      "GET /usuarios/1": { data: admin },
      "GET /backups": { data: { archives: [newest], last: { ok: false, at: newest.createdAt, error: "disco lleno" } } },
      [`POST /backups/${newest.name}/download`]: ({ body }) =>
        (body as { password: string }).password === "clave-correcta"
          ? { data: new Blob(["archivo"]) }
          : { status: 403, data: new Blob([JSON.stringify({ message: "La contraseña no es correcta." })]) },
    });
    const user = userEvent.setup();
    renderRoute("/admin/respaldos");

    await screen.findByText(/El último respaldo falló .*: disco lleno/, undefined, pageLoad);
    await user.click(screen.getByRole("button", { name: `Descargar ${newest.name}` }));
    const dialog = screen.getByRole("dialog", { name: "Descargar un respaldo" });
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "otra");
    await user.click(within(dialog).getByRole("button", { name: "Descargar" }));
    await within(dialog).findByText("La contraseña no es correcta.");
    expect(saved).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText("Tu contraseña"));
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "clave-correcta");
    await user.click(within(dialog).getByRole("button", { name: "Descargar" }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { password: "otra" },
      { password: "clave-correcta" },
    ]);
  });
});
