// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, fakeToken } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { Photo, PhotoComment } from "@/features/gallery/types";

const photo: Photo = {
  id: 2,
  url: "/uploads/photos/foto-2.webp",
  descripcion: "Barro negro",
  activo: true,
  createdAt: "2025-01-10T12:00:00.000Z",
};
const comment = (id: number, contenido: string, usuarioId = 8, nombre = "Lucía"): PhotoComment => ({
  id,
  contenido,
  usuarioId,
  fotografiaId: 2,
  fecha: "2025-01-10T12:00:00.000Z",
  usuario: { nombre },
});
const rosa = { id: 5, nombre: "Rosa", email: "rosa@ejemplo.mx", rol: 2 };

/** The gallery with its only photo opened: `routes` answers the photo's comments (and more). */
async function openPhoto(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({
    "GET /site-content": { data: siteContent },
    "GET /fotografias": { data: [photo] },
    "GET /usuarios/5": { data: rosa },
    "GET /favoritos/5": { data: [] },
    ...routes,
  });
  renderRoute("/gallery");
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: "Barro negro" }, pageLoad));
  return { server, user, panel: within(await screen.findByRole("region", { name: "Comentarios de la fotografía" })) };
}

describe("PhotoComments (the photo modal in /gallery, wide screens)", () => {
  beforeEach(() => {
    // the comments panel shows from 768 px on
    const wide = (query: string) =>
      ({
        matches: query === "(min-width: 768px)",
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    vi.spyOn(window, "matchMedia").mockImplementation(wide);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the opened photo's comments and asks a visitor to sign in to comment", async () => {
    const { server, panel } = await openPhoto({
      "GET /comentarios/2": { data: [comment(3, "Qué colores tan vivos")] },
    });

    await panel.findByText("Qué colores tan vivos");
    expect(panel.getByRole("heading", { name: "Comentarios:" })).toBeTruthy();
    expect(panel.getByText("Lucía")).toBeTruthy();
    expect(panel.getByRole("link", { name: "Inicia sesión para comentar" })).toBeTruthy();
    expect(panel.queryByPlaceholderText("Añadir un comentario...")).toBeNull();
    expect(server.requests.filter((r) => r.url.startsWith("/comentarios")).map((r) => r.url)).toEqual([
      "/comentarios/2",
    ]);
  });

  it("says the comments are on their way while they load, then shows them", async () => {
    const reply = deferred<{ data: PhotoComment[] }>();
    const { panel } = await openPhoto({ "GET /comentarios/2": () => reply.promise });
    expect(panel.getByText("Cargando comentarios…")).toBeTruthy();
    expect(panel.queryByText("No hay comentarios aún.")).toBeNull();
    reply.resolve({ data: [comment(3, "Qué colores tan vivos")] });
    await panel.findByText("Qué colores tan vivos");
    expect(panel.queryByText("Cargando comentarios…")).toBeNull();
  });

  it("says the comments could not be read, not that there are none", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { panel } = await openPhoto({ "GET /comentarios/2": { status: 502 } });
    await panel.findByText("No se pudieron cargar los comentarios.");
    expect(panel.queryByText("No hay comentarios aún.")).toBeNull();
  });

  it("shows the newest 50, then 'Ver más' adds the older ones", async () => {
    const newest = Array.from({ length: 50 }, (_, i) => comment(100 - i, `Comentario ${100 - i}`));
    const { panel, user } = await openPhoto({
      "GET /comentarios/2": { data: newest },
      "GET /comentarios/2?before=51": { data: [comment(7, "El más antiguo")] },
    });

    await user.click(await panel.findByRole("button", { name: "Ver más" }));
    await panel.findByText("El más antiguo");
    const texts = panel.getAllByRole("listitem").map((item) => item.querySelector(".photo-comment__text")?.textContent);
    expect(texts).toEqual([...newest.map((c) => c.contenido), "El más antiguo"]);
    expect(panel.queryByRole("button", { name: "Ver más" })).toBeNull();
  });

  it("puts a signed-in reader's comment on top, and lets them delete it", async () => {
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    let stored = [comment(3, "Qué colores tan vivos")];
    const { server, panel, user } = await openPhoto({
      "GET /comentarios/2": () => ({ data: stored }),
      "POST /comentarios": (request) => {
        const created = comment(4, (request.body as { contenido: string }).contenido, 5, "Rosa");
        stored = [created, ...stored];
        return { status: 201, data: created };
      },
      "DELETE /comentarios/foto/4": () => {
        stored = stored.filter((c) => c.id !== 4);
        return { data: { message: "Comentario eliminado" } };
      },
    });
    await panel.findByText("Qué colores tan vivos");
    expect(panel.queryByRole("button", { name: "Eliminar" })).toBeNull();

    const input = panel.getByPlaceholderText("Añadir un comentario...");
    await user.type(input, "  Me encanta  ");
    await user.click(panel.getByRole("button", { name: "Enviar comentario" }));
    await panel.findByText("Me encanta");
    expect(
      panel.getAllByRole("listitem").map((item) => item.querySelector(".photo-comment__text")?.textContent),
    ).toEqual(["Me encanta", "Qué colores tan vivos"]);
    expect((input as HTMLInputElement).value).toBe("");
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([
      expect.objectContaining({
        url: "/comentarios",
        body: { contenido: "Me encanta", usuarioId: 5, fotografiaId: 2 },
      }),
    ]);

    await user.click(panel.getByRole("button", { name: "Eliminar" }));
    await expect.poll(() => panel.queryByText("Me encanta")).toBeNull();
    expect(panel.getByText("Qué colores tan vivos")).toBeTruthy();
  });

  it("shows the server's reason above the box when a comment is refused, and keeps the text", async () => {
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const refusal = "Has publicado muchos comentarios en poco tiempo. Intenta de nuevo más tarde.";
    const { panel, user } = await openPhoto({
      "GET /comentarios/2": { data: [comment(3, "Qué colores tan vivos")] },
      "POST /comentarios": { status: 429, data: { message: refusal, error: refusal } },
    });
    await panel.findByText("Qué colores tan vivos");

    const input = panel.getByPlaceholderText("Añadir un comentario...");
    await user.type(input, "Uno más");
    await user.click(panel.getByRole("button", { name: "Enviar comentario" }));

    const alert = await panel.findByRole("alert");
    expect(alert.textContent).toBe(refusal);
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect((input as HTMLInputElement).value).toBe("Uno más");
    expect(panel.getAllByRole("listitem")).toHaveLength(1);
  });
});

describe("PhotoComments on a phone (below 768 px)", () => {
  it("shows the comments and the comment box below the photo", async () => {
    // the test setup's matchMedia answers no query: a narrow screen
    localStorage.setItem("token", fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const { panel } = await openPhoto({ "GET /comentarios/2": { data: [comment(3, "Qué colores tan vivos")] } });
    await panel.findByText("Qué colores tan vivos");
    expect(panel.getByPlaceholderText("Añadir un comentario...")).toBeTruthy();
    const dialog = screen.getByRole("dialog", { name: "Barro negro" });
    const [image, comments] = [dialog.querySelector("img"), dialog.querySelector(".photo-comments")];
    expect(image!.compareDocumentPosition(comments!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
