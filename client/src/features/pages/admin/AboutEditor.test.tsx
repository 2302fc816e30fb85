// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import type { AboutContent } from "../api";
import AboutEditor, { loader } from "./AboutEditor";

const stored: AboutContent = {
  quote: "Cada pieza guarda una historia.",
  biography: "Crecí en Colima.",
  values: [{ title: "Respeto", text: "Escucho primero." }],
  reasons: ["Investigación en campo."],
  testimonials: [{ name: "Lucía", job: "Tejedora", text: "Contó mi historia." }],
  portraitAlt: "Retrato de la autora",
  portraitUrl: null,
};

async function openEditor() {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi({
    "GET /about": { data: stored },
    "PUT /about": ({ body }) => ({ data: { ...(body as object), portraitUrl: null } }),
    "PUT /about/portrait": { data: { ...stored, portraitUrl: "/uploads/pages/nuevo-0123456789abcdef.png" } },
  });
  renderRoutes([{ path: "/admin/sobre-mi", loader: adminLoader(loader), element: <AboutEditor title="Sobre mí" /> }], {
    path: "/admin/sobre-mi",
  });
  await screen.findByRole("heading", { level: 1, name: "Sobre mí" });
  return {
    server,
    user: userEvent.setup({ delay: null }),
    saves: () => server.requests.filter((r) => r.method === "PUT" && r.url === "/about"),
  };
}

const values = () => within(screen.getByRole("group", { name: "Mis valores" }));

describe("AboutEditor (/admin/sobre-mi)", () => {
  it("saves the edited quote, a new value and a removed testimonial", async () => {
    const { user, saves } = await openEditor();
    const quote = screen.getByLabelText("Cita");
    await user.clear(quote);
    await user.type(quote, "Escribo con las manos de otras.");
    await user.click(values().getByRole("button", { name: "Agregar valor" }));
    await user.type(values().getByLabelText("Valor 2: título"), "Memoria");
    await user.type(values().getByLabelText("Valor 2: texto"), "Registro técnicas y nombres.");
    await user.click(screen.getByRole("button", { name: "Quitar testimonio 1" }));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));

    await screen.findByText("Cambios guardados: la página Sobre mí ya los muestra.");
    expect(saves()).toEqual([
      expect.objectContaining({
        body: {
          ...stored,
          portraitUrl: undefined,
          quote: "Escribo con las manos de otras.",
          values: [...stored.values, { title: "Memoria", text: "Registro técnicas y nombres." }],
          testimonials: [],
        },
      }),
    ]);
  });

  it("shows the contract's message next to the field to fix and saves nothing", async () => {
    const { user, saves } = await openEditor();
    await user.click(values().getByRole("button", { name: "Agregar valor" }));
    await user.type(values().getByLabelText("Valor 2: texto"), "Sin título");
    await user.clear(screen.getByLabelText("Cita"));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));

    const title = values().getByLabelText("Valor 2: título");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(title.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Cada valor necesita un título",
    );
    expect(screen.getByText("La cita es obligatoria")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revisa los campos marcados: no se guardó nada.");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(saves()).toEqual([]);
  });

  it("uploads a new portrait at once and shows it", async () => {
    const { user, server } = await openEditor();
    expect(screen.getByText("La página se muestra sin retrato.")).toBeTruthy();
    await user.upload(
      screen.getByLabelText("Subir un retrato"),
      new File(["png"], "retrato.png", { type: "image/png" }),
    );
    expect((await screen.findByRole("img", { name: "Retrato de la autora" })).getAttribute("src")).toBe(
      "/uploads/pages/nuevo-0123456789abcdef.png?w=960",
    );
    const upload = server.requests.find((r) => r.url === "/about/portrait")!;
    expect((upload.body as FormData).get("portrait")).toBeInstanceOf(File);
  });
});
