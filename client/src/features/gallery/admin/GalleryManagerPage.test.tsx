// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import GalleryManagerPage, { loader } from "./GalleryManagerPage";

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a distinct address each
  let n = 0;
  URL.createObjectURL = () => `blob:vista-${(n += 1)}`;
  URL.revokeObjectURL = () => {};
});

const photo: Photo = {
  id: 2,
  url: "/uploads/photos/telar-0123456789abcdef.png",
  descripcion: "Telar",
  activo: true,
  createdAt: "2025-01-10T12:00:00.000Z",
};

function openPage(routes: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi(routes);
  renderRoutes(
    [{ path: "/admin/adgallery", loader: adminLoader(loader), element: <GalleryManagerPage title="Galería" /> }],
    { path: "/admin/adgallery" },
  );
  return { server, user: userEvent.setup({ delay: null }) };
}

const png = (name: string) => new File(["png"], name, { type: "image/png" });

describe("GalleryManagerPage (/admin/adgallery)", () => {
  it("asks for images in Spanish, uploads several with their descriptions and says how many went up", async () => {
    const { server, user } = openPage({
      "GET /fotografias": { data: [photo] },
      "POST /fotografias/create": ({ body }) => ({
        status: 201,
        data: { ...photo, id: 9, descripcion: (body as FormData).get("descripcion") },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Subir" }));
    expect(screen.getByRole("alert").textContent).toBe("Primero elige una o más imágenes para subir.");

    await user.upload(screen.getByLabelText("Imágenes"), [png("barro.png"), png("palma.png")]);
    await user.type(screen.getByLabelText("Descripción de barro.png"), "Barro bruñido");
    await user.click(screen.getByRole("button", { name: "Subir" }));
    expect((await screen.findByText("2 fotografías subidas.")).getAttribute("role")).toBe("status");
    expect(
      server.requests.filter((r) => r.method === "POST").map((r) => (r.body as FormData).get("descripcion")),
    ).toEqual(["Barro bruñido", ""]);
    expect(screen.queryByLabelText("Descripción de barro.png")).toBeNull();
  });

  it("marks the image the server refused and keeps it to try again", async () => {
    const { user } = openPage({
      "GET /fotografias": { data: [] },
      "POST /fotografias/create": { status: 413, data: { message: "El archivo es demasiado grande" } },
    });
    await user.upload(await screen.findByLabelText("Imágenes"), [png("enorme.png")]);
    await user.click(screen.getByRole("button", { name: "Subir" }));
    expect((await screen.findByRole("alert")).textContent).toBe("El archivo es demasiado grande");
    expect(screen.getByText("No se subió: El archivo es demasiado grande")).toBeTruthy();
    expect(screen.getByLabelText("Descripción de enorme.png")).toBeTruthy();
  });

  it("saves a photo's description and confirms it on its card", async () => {
    let stored = photo;
    const { user } = openPage({
      "GET /fotografias": () => ({ data: [stored] }),
      "PUT /fotografias/2": ({ body }) => ((stored = { ...stored, ...(body as object) }), { data: stored }),
    });
    await user.click(await screen.findByRole("tab", { name: "Editar" }));
    const card = within(screen.getByRole("img", { name: "Telar" }).closest("li")!);
    await user.clear(card.getByLabelText("Descripción"));
    await user.type(card.getByLabelText("Descripción"), "Telar de cintura");
    await user.click(card.getByRole("button", { name: "Guardar" }));
    expect((await card.findByText("Descripción guardada.")).getAttribute("role")).toBe("status");
    expect(stored.descripcion).toBe("Telar de cintura");
  });
});
