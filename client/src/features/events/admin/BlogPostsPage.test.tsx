// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import type { BlogPost } from "../api";
import BlogPostsPage, { loader } from "./BlogPostsPage";

const post: BlogPost = {
  id: 4,
  title: "Barro de Colima",
  date: "2024-06-02",
  body: "El barro bruñido.",
  tags: ["barro"],
  imageUrl: null,
  imageAlt: "",
};

async function openPage() {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /blog-posts": { data: [post] },
    "POST /blog-posts": { status: 201, data: { ...post, id: 5 } },
    "PUT /blog-posts/4": { data: post },
  });
  renderRoutes([{ path: "/admin/blog", loader: adminLoader(loader), element: <BlogPostsPage title="Blog" /> }], {
    path: "/admin/blog",
  });
  await screen.findByText("Barro de Colima");
  return { server, user: userEvent.setup({ delay: null }) };
}

const sentForm = (server: Awaited<ReturnType<typeof openPage>>["server"], method: string) => {
  const body = server.requests.find((r) => r.method === method)?.body as FormData | undefined;
  return (
    body &&
    Object.fromEntries(
      [...body.entries()].map(([key, value]) => [key, typeof value === "string" ? value : "(archivo)"]),
    )
  );
};

describe("BlogPostsPage (/admin/blog)", () => {
  it("lists the posts with their Spanish dates and publishes a new one dated with the date picker", async () => {
    const { server, user } = await openPage();
    expect(screen.getByText("2 de junio de 2024 · #barro")).toBeTruthy();

    await user.type(screen.getByLabelText("Título"), "Papel picado");
    const date = screen.getByLabelText("Fecha");
    expect(date.getAttribute("type")).toBe("date");
    await user.clear(date);
    await user.type(date, "2024-11-01");
    await user.type(screen.getByLabelText("Texto"), "Con cinceles y martillo.");
    await user.type(screen.getByLabelText("Etiquetas"), "papelpicado, fiesta");
    await user.upload(
      screen.getByLabelText("Imagen (opcional)"),
      new File(["png"], "papel.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Publicar entrada" }));

    await screen.findByText("Entrada publicada.");
    expect(sentForm(server, "POST")).toEqual({
      title: "Papel picado",
      date: "2024-11-01",
      body: "Con cinceles y martillo.",
      tags: "papelpicado, fiesta",
      imageAlt: "",
      image: "(archivo)",
    });
  });

  it("shows the contract's message next to a missing title and date, sending nothing", async () => {
    const { server, user } = await openPage();
    await user.clear(screen.getByLabelText("Fecha"));
    await user.click(screen.getByRole("button", { name: "Publicar entrada" }));
    expect(screen.getByText("El título es obligatorio")).toBeTruthy();
    expect(screen.getByText("Elige la fecha de la entrada")).toBeTruthy();
    expect(screen.getByText("El texto de la entrada es obligatorio")).toBeTruthy();
    expect(server.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("edits a post: the form opens with its texts and saves them", async () => {
    const { server, user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Editar Barro de Colima" }));
    expect(screen.getByRole("heading", { name: "Editar entrada" })).toBeTruthy();
    expect((screen.getByLabelText("Fecha") as HTMLInputElement).value).toBe("2024-06-02");
    expect((screen.getByLabelText("Etiquetas") as HTMLInputElement).value).toBe("barro");
    await user.type(screen.getByLabelText("Título"), " bruñido");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await screen.findByText("Entrada guardada.");
    expect(sentForm(server, "PUT")).toEqual({
      title: "Barro de Colima bruñido",
      date: "2024-06-02",
      body: "El barro bruñido.",
      tags: "barro",
      imageAlt: "",
    });
  });
});
