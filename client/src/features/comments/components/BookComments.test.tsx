// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@autora/common/format.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { sampleBook } from "@/test/books";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";
import type { BookComment } from "../api";

const comment = (id: number, contenido: string, usuario: BookComment["usuario"]): BookComment => ({
  id,
  contenido,
  fecha: "2025-01-10T12:00:00.000Z",
  usuarioId: usuario ? id : null,
  usuario,
});

const rosa = { id: 5, nombre: "Rosa", email: "rosa@ejemplo.mx", rol: 2 };

function signIn() {
  const token = fakeToken({ id: 5, rol: 2, exp: Math.floor(Date.now() / 1000) + 3600 });
  localStorage.setItem("token", token);
  return token;
}

/** The book page (/urdimbre), whose route loader reads the book's newest comments: `routes` answers them (and more). */
function openBookPage(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({
    "GET /site-content": { data: siteContent },
    "GET /books": { data: [sampleBook()] },
    "GET /testimonials": { data: [] },
    "GET /usuarios/5": { data: rosa },
    ...routes,
  });
  renderRoute("/urdimbre");
  return server;
}

/** The list of comments (the layout has lists of its own). */
const commentList = async () =>
  within(await screen.findByRole("region", { name: "Comentarios:" }, pageLoad)).getByRole("list");

const commentRequests = (server: ReturnType<typeof fakeApi>) =>
  server.requests.filter((r) => r.url.includes("comentarios"));

describe("BookComments (on /urdimbre)", () => {
  it("says 'No hay comentarios aún.', shows no comment box to a visitor and offers to sign in to comment, then come back", async () => {
    openBookPage({ "GET /1/comentarios": { data: [] } });

    await screen.findByRole("heading", { name: "Comentarios:" }, pageLoad);
    expect(screen.getByText("No hay comentarios aún.")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Inicia sesión para comentar" })).getAttribute("href")).toBe(
      "/login?volver=%2Furdimbre",
    );
    expect(screen.queryByPlaceholderText("Escribe tu comentario...")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enviar comentario" })).toBeNull();
  });

  it("shows each comment with its author, or 'Anónimo' when the account is gone, and its date", async () => {
    openBookPage({
      "GET /1/comentarios": {
        data: [
          comment(1, "Un libro precioso.", { nombre: "Lucía" }),
          comment(2, "Me recordó a mi abuela.", null),
          comment(3, "¡Gracias!", { nombre: "" }),
        ],
      },
    });

    const items = within(await commentList()).getAllByRole("listitem");
    const date = formatDateTime("2025-01-10T12:00:00.000Z");
    expect(items.map((item) => item.textContent)).toEqual([
      `Un libro precioso.Lucía ${date}`,
      `Me recordó a mi abuela.Anónimo ${date}`,
      `¡Gracias!Anónimo ${date}`,
    ]);
    expect(screen.queryByText("No hay comentarios aún.")).toBeNull();
  });

  it("gives a signed-in reader the comment box, skips blank comments and reloads the list after sending", async () => {
    const token = signIn();
    let stored: BookComment[] = [];
    const server = openBookPage({
      "GET /1/comentarios": () => ({ data: stored }),
      "POST /1/comentarios": (request) => {
        const created = comment(10, (request.body as { contenido: string }).contenido, { nombre: "Rosa" });
        stored = [created];
        return { status: 201, data: created };
      },
    });
    const user = userEvent.setup();
    await screen.findByText("No hay comentarios aún.", {}, pageLoad);

    const box = screen.getByPlaceholderText("Escribe tu comentario...");
    expect(screen.queryByRole("link", { name: "Inicia sesión para comentar" })).toBeNull();
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Enviar comentario" }));
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([]);

    await user.clear(box);
    await user.type(box, "  Me encantó la historia del telar.  ");
    await user.click(screen.getByRole("button", { name: "Enviar comentario" }));

    await screen.findByText("Me encantó la historia del telar.");
    expect(screen.getByText("Rosa")).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([
      expect.objectContaining({
        url: "/1/comentarios",
        body: { contenido: "Me encantó la historia del telar." },
        authorization: `Bearer ${token}`,
      }),
    ]);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("tells the reader a comment with a link waits for the author's approval, and does not list it", async () => {
    signIn();
    openBookPage({
      "GET /1/comentarios": { data: [] },
      "POST /1/comentarios": (request) => ({
        status: 201,
        data: {
          ...comment(11, (request.body as { contenido: string }).contenido, { nombre: "Rosa" }),
          pendiente: true,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("No hay comentarios aún.", {}, pageLoad);

    await user.type(screen.getByPlaceholderText("Escribe tu comentario..."), "Reseña en https://blog.ejemplo.mx");
    await user.click(screen.getByRole("button", { name: "Enviar comentario" }));

    await screen.findByText("Tu comentario se publicará cuando la autora lo apruebe.");
    expect(screen.queryByText("Comentario publicado.")).toBeNull();
    expect(screen.getByText("No hay comentarios aún.")).toBeTruthy();
  });

  it("shows the server's reason next to the box when a comment is refused, and keeps the text", async () => {
    signIn();
    const refusal = "Espera unos segundos antes de publicar otro comentario.";
    openBookPage({
      "GET /1/comentarios": { data: [] },
      "POST /1/comentarios": { status: 429, data: { message: refusal, error: refusal } },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("No hay comentarios aún.", {}, pageLoad);

    const box = screen.getByPlaceholderText("Escribe tu comentario...");
    await user.type(box, "Otro comentario más");
    await user.click(screen.getByRole("button", { name: "Enviar comentario" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(refusal);
    expect(box.getAttribute("aria-describedby")).toBe(alert.id);
    expect((box as HTMLTextAreaElement).value).toBe("Otro comentario más");
    expect(screen.getByRole("button", { name: "Enviar comentario" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the newest 50, then 'Ver más' asks for the older ones", async () => {
    const newest = Array.from({ length: 50 }, (_, i) => comment(100 - i, `Comentario ${100 - i}`, { nombre: "Lucía" }));
    const server = openBookPage({
      "GET /1/comentarios": { data: newest },
      "GET /1/comentarios?before=51": { data: [comment(7, "El más antiguo", { nombre: "Ana" })] },
    });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Ver más" }, pageLoad));
    await screen.findByText("El más antiguo");
    const items = within(await commentList()).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".book-comment__text")?.textContent)).toEqual([
      ...newest.map((c) => c.contenido),
      "El más antiguo",
    ]);
    expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
    expect(commentRequests(server).map((r) => r.url)).toEqual(["/1/comentarios", "/1/comentarios?before=51"]);
  });

  it("says under the list, not in a pop-up, when the older comments cannot be read", async () => {
    const newest = Array.from({ length: 50 }, (_, i) => comment(100 - i, `Comentario ${100 - i}`, { nombre: "Lucía" }));
    openBookPage({ "GET /1/comentarios": { data: newest }, "GET /1/comentarios?before=51": { status: 503, data: "" } });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Ver más" }, pageLoad));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudieron cargar más comentarios. Intenta de nuevo.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Ver más" })).toBeTruthy();
  });

  it("lets a reader delete their own comment, and only their own", async () => {
    signIn();
    let stored = [comment(5, "Mío", { nombre: "Rosa" }), comment(6, "De otra persona", { nombre: "Luis" })];
    const server = openBookPage({
      "GET /1/comentarios": () => ({ data: stored }),
      "DELETE /comentarios/libro/5": () => {
        stored = stored.filter((c) => c.id !== 5);
        return { data: { message: "Comentario eliminado" } };
      },
    });
    const user = userEvent.setup({ delay: null });

    const buttons = await screen.findAllByRole("button", { name: "Eliminar mi comentario" }, pageLoad);
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await user.click(await screen.findByRole("button", { name: "Sí, eliminar" }));
    await screen.findByText("De otra persona");
    await expect.poll(() => screen.queryByText("Mío")).toBeNull();
    expect(server.requests.some((r) => r.method === "DELETE" && r.url === "/comentarios/libro/5")).toBe(true);
  });

  it("keeps each comment once when a deletion after 'Ver más' refreshes the newest ones", async () => {
    signIn();
    let stored = Array.from({ length: 51 }, (_, i) => comment(100 - i, `Comentario ${100 - i}`, { nombre: "Lucía" }));
    stored[10] = { ...comment(90, "Mío", { nombre: "Rosa" }), usuarioId: 5 };
    openBookPage({
      "GET /1/comentarios": () => ({ data: stored.slice(0, 50) }),
      "GET /1/comentarios?before=51": () => ({ data: stored.filter((c) => c.id < 51) }),
      "DELETE /comentarios/libro/90": () => {
        stored = stored.filter((c) => c.id !== 90);
        return { data: { message: "Comentario eliminado" } };
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Ver más" }, pageLoad));
    await screen.findByText("Comentario 50");

    await user.click(screen.getByRole("button", { name: "Eliminar mi comentario" }));
    await user.click(await screen.findByRole("button", { name: "Sí, eliminar" }));
    await expect.poll(() => screen.queryByText("Mío")).toBeNull();
    const texts = within(await commentList())
      .getAllByRole("listitem")
      .map((item) => item.querySelector(".book-comment__text")?.textContent);
    expect(texts).toEqual(stored.map((c) => c.contenido));
    expect(texts).toHaveLength(50);
  });
});
