// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mexicoCityToday, type Event } from "@autora/common/contract/events.ts";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { adminLoader } from "@/test/admin";
import EventsManagerPage, { loader } from "./EventsManagerPage";

const event: Event = {
  id: 3,
  title: "Presentación en Colima",
  description: "Casa de la Cultura",
  date: "2025-03-15",
  pdfUrl: "/uploads/blog/x-0123456789abcdef.pdf",
  createdAt: "2025-01-10T12:00:00.000Z",
};

function openPage(routes: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem("token", fakeToken({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) + 3600 }));
  const server = fakeApi(routes);
  const { router } = renderRoutes(
    [
      { path: "/admin/adblog", loader: adminLoader(loader), element: <EventsManagerPage title="Eventos" /> },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
    ],
    { path: "/admin/adblog" },
  );
  return { server, router, user: userEvent.setup({ delay: null }) };
}

const pdf = () => new File(["%PDF-1.4"], "programa.pdf", { type: "application/pdf" });
const sentForm = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([key, value]) => [key, typeof value === "string" ? value : "(archivo)"]),
  );

describe("EventsManagerPage (/admin/adblog)", () => {
  it("shows each event's day as a Spanish long date, whether it is upcoming or past, and its description", async () => {
    const next = `${Number(mexicoCityToday().slice(0, 4)) + 1}-06-02`;
    openPage({
      "GET /blog": {
        data: [
          { ...event, id: 4, title: "Taller de telar", date: next, description: null },
          event,
          { ...event, id: 5, title: "Lectura en Comala", date: null },
        ],
      },
    });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".adm-doc__when")?.textContent)).toEqual([
      `Próximo 2 de junio de ${next.slice(0, 4)}`,
      "Ya pasó 15 de marzo de 2025",
      "Sin fecha ",
    ]);
    expect(within(items[1]).getByText("Casa de la Cultura")).toBeTruthy();
  });

  it("uploads an event dated with the date picker; every problem shows under its field first", async () => {
    let stored: Event[] = [];
    const { server, user } = openPage({
      "GET /blog": () => ({ data: stored }),
      "POST /blog": () => (
        (stored = [{ ...event, id: 9, title: "Feria del libro", date: "2026-12-05", description: "Expo Guadalajara" }]),
        { status: 201, data: stored[0] }
      ),
    });
    const form = within(
      (await screen.findByRole("heading", { name: "Subir nuevo documento PDF" })).closest("section")!,
    );
    expect(screen.getByText("Todavía no hay eventos.")).toBeTruthy();

    await user.click(form.getByRole("button", { name: "Subir PDF" }));
    expect(form.getByText("El título es obligatorio")).toBeTruthy();
    expect(form.getByText("Debes seleccionar un archivo PDF")).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText("Título"));

    await user.type(form.getByLabelText("Título"), "Feria del libro");
    const date = form.getByLabelText("Fecha del evento (opcional)");
    expect(date.getAttribute("type")).toBe("date");
    await user.type(date, "2026-12-05");
    await user.type(form.getByLabelText("Descripción (opcional)"), "Expo Guadalajara");
    await user.upload(form.getByLabelText("Archivo PDF"), pdf());
    await user.click(form.getByRole("button", { name: "Subir PDF" }));

    expect((await form.findByRole("status")).textContent).toBe("Documento subido correctamente");
    await screen.findByText("Feria del libro");
    expect((form.getByLabelText("Título") as HTMLInputElement).value).toBe("");
    expect(sentForm(server.requests.find((r) => r.method === "POST")?.body)).toEqual({
      title: "Feria del libro",
      date: "2026-12-05",
      description: "Expo Guadalajara",
      pdf: "(archivo)",
    });
  });

  it("shows the server's refusal of an upload next to the form", async () => {
    const { user } = openPage({
      "GET /blog": { data: [] },
      "POST /blog": { status: 400, data: { message: "Elige el día del evento en el calendario" } },
    });
    const form = within(
      (await screen.findByRole("heading", { name: "Subir nuevo documento PDF" })).closest("section")!,
    );
    await user.type(form.getByLabelText("Título"), "Feria");
    await user.upload(form.getByLabelText("Archivo PDF"), pdf());
    await user.click(form.getByRole("button", { name: "Subir PDF" }));
    expect((await form.findByRole("alert")).textContent).toBe("Elige el día del evento en el calendario");
  });

  it("edits an event's title, day and description, and shows the server's refusal otherwise", async () => {
    let stored = event;
    let refuse = true;
    const { server, user } = openPage({
      "GET /blog": () => ({ data: [stored] }),
      "PUT /blog/3": ({ body }) => {
        if (refuse) return { status: 400, data: { message: "Esa fecha no existe en el calendario" } };
        stored = { ...stored, ...(body as object) };
        return { data: stored };
      },
    });

    await user.click(await screen.findByRole("button", { name: "Editar Presentación en Colima" }));
    const dialog = within(screen.getByRole("dialog", { name: "Editar evento" }));
    expect((dialog.getByLabelText("Fecha del evento") as HTMLInputElement).value).toBe("2025-03-15");
    await user.clear(dialog.getByLabelText("Título"));
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect(dialog.getByText("El título es obligatorio")).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([]);

    await user.type(dialog.getByLabelText("Título"), "Presentación de Urdimbre");
    await user.clear(dialog.getByLabelText("Fecha del evento"));
    await user.type(dialog.getByLabelText("Fecha del evento"), "2025-04-02");
    await user.clear(dialog.getByLabelText("Descripción"));
    await user.type(dialog.getByLabelText("Descripción"), "Jardín Libertad, 18:00 h");
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("Esa fecha no existe en el calendario");

    refuse = false;
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    await screen.findByText("Jardín Libertad, 18:00 h");
    expect(screen.getByText("2 de abril de 2025")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const list = within(screen.getByRole("heading", { name: "Eventos publicados" }).closest("section")!);
    expect(list.getByRole("status").textContent).toBe("Se guardaron los cambios de «Presentación de Urdimbre».");
    expect(server.requests.filter((r) => r.method === "PUT").at(-1)).toEqual(
      expect.objectContaining({
        url: "/blog/3",
        body: { title: "Presentación de Urdimbre", date: "2025-04-02", description: "Jardín Libertad, 18:00 h" },
      }),
    );
  });

  it("asks before leaving with an upload half written", async () => {
    const { router, user } = openPage({ "GET /blog": { data: [event] } });
    await user.type(await screen.findByLabelText("Título"), "Feria");
    void router.navigate("/admin/dashboard");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Salir sin guardar?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("Feria");

    void router.navigate("/admin/dashboard");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sí, salir sin guardar" }));
    await screen.findByRole("heading", { name: "Dashboard" });
  });
});
