// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { LegalPage } from "@autora/common/contract/legal-pages.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import LegalPagesEditor, { loader } from "./LegalPagesEditor";

const page = (slug: LegalPage["slug"], title: string): LegalPage => ({
  slug,
  title,
  body: `Texto de ${title}.`,
  updatedAt: "2026-11-01T12:00:00.000Z",
});

async function openEditor() {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /legal-pages/aviso-de-privacidad": { data: page("aviso-de-privacidad", "Aviso de privacidad") },
    "GET /legal-pages/terminos": { data: page("terminos", "Términos y condiciones de venta") },
    "GET /legal-pages/devoluciones": { data: page("devoluciones", "Política de devoluciones") },
    "PUT /legal-pages/terminos": ({ body }) => ({
      data: { ...page("terminos", ""), ...(body as object), updatedAt: "2026-11-24T12:00:00.000Z" },
    }),
  });
  const { router } = renderRoutes(
    [
      {
        path: "/admin/paginas-legales",
        loader: adminLoader(loader),
        element: <LegalPagesEditor title="Páginas legales" />,
      },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
    ],
    { path: "/admin/paginas-legales" },
  );
  await screen.findByRole("heading", { level: 1, name: "Páginas legales" });
  return { server, router, user: userEvent.setup({ delay: null }) };
}

describe("LegalPagesEditor (/admin/paginas-legales)", () => {
  it("keeps what was typed in a tab while another is shown, marks it unsaved, and asks before leaving the screen", async () => {
    const { router, user } = await openEditor();
    await user.click(screen.getByRole("tab", { name: "Términos" }));
    await user.type(screen.getByLabelText("Texto"), " Envíos a todo México.");
    expect(screen.getByRole("tab", { name: "Términos (cambios sin guardar)" })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Devoluciones" }));
    expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("Política de devoluciones");
    await user.click(screen.getByRole("tab", { name: /^Términos/ }));
    expect((screen.getByLabelText("Texto") as HTMLTextAreaElement).value).toBe(
      "Texto de Términos y condiciones de venta. Envíos a todo México.",
    );

    void router.navigate("/admin/dashboard");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Salir sin guardar?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
  });

  it("saves a page and says so next to its button; an empty title is marked under the field", async () => {
    const { server, user } = await openEditor();
    await user.click(screen.getByRole("tab", { name: "Términos" }));
    await user.clear(screen.getByLabelText("Título"));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(screen.getByText("El título es obligatorio")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revisa los campos marcados: no se guardó nada.");
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([]);

    await user.type(screen.getByLabelText("Título"), "Términos de venta");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect((await screen.findByText("Cambios guardados: la página ya los muestra.")).getAttribute("role")).toBe(
      "status",
    );
    expect(screen.getByRole("tab", { name: "Términos" })).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([
      expect.objectContaining({
        body: { title: "Términos de venta", body: "Texto de Términos y condiciones de venta." },
      }),
    ]);
  });
});
