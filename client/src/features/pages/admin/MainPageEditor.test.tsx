// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { pageLoad } from "@/test/render-route";
import { adminLoader } from "@/test/admin";
import MainPageEditor, { loader } from "./MainPageEditor";

const stored: SiteContent = {
  introTitle: "Tejiendo historias",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle: "Nací en Colima.",
};

async function openEditor() {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /site-content": { data: stored },
    "PUT /site-content": ({ body }) => ({ data: body }),
  });
  const { router } = renderRoutes(
    [
      { path: "/admin/admainpage", loader: adminLoader(loader), element: <MainPageEditor title="Página principal" /> },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
    ],
    { path: "/admin/admainpage" },
  );
  await screen.findByRole("heading", { name: "Página principal" });
  return { server, router, user: userEvent.setup({ delay: null }) };
}

describe("MainPageEditor (/admin/admainpage)", () => {
  it("saves with 'Guardar cambios' and confirms in Spanish next to the button", async () => {
    const { server, user } = await openEditor();
    await user.clear(screen.getByLabelText("Título de la biografía"));
    await user.type(screen.getByLabelText("Título de la biografía"), "Hilos que cuentan");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(
      (await screen.findByText("Cambios guardados: la página principal ya los muestra.")).getAttribute("role"),
    ).toBe("status");
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([
      expect.objectContaining({ body: { ...stored, mainTitle: "Hilos que cuentan" } }),
    ]);
  });

  it("marks an emptied field with the contract's message and sends nothing", async () => {
    const { server, user } = await openEditor();
    await user.clear(screen.getByLabelText("Nombre de la autora"));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(screen.getByText("El nombre de la autora es obligatorio")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revisa los campos marcados: no se guardó nada.");
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([]);
  });

  it("asks before leaving with unsaved texts, and not after saving them", async () => {
    const { router, user } = await openEditor();
    await user.type(screen.getByLabelText("Biografía breve (la de la página principal)"), " Y crecí entre volcanes.");
    void router.navigate("/admin/dashboard");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Salir sin guardar?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await screen.findByText("Cambios guardados: la página principal ya los muestra.");
    void router.navigate("/admin/dashboard");
    await screen.findByRole("heading", { name: "Dashboard" }, pageLoad);
  });
});
