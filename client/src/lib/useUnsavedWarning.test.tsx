// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/test/render";
import { useUnsavedWarning } from "./useUnsavedWarning";

function Editor() {
  const [saved, setSaved] = useState("Hola");
  const [text, setText] = useState(saved);
  useUnsavedWarning(text !== saved);
  return (
    <>
      <label>
        Texto <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(text)}>
        Guardar
      </button>
      <Link to="/otra">Ir a otra página</Link>
    </>
  );
}

function setUp() {
  renderRoutes(
    [
      { path: "/editor", element: <Editor /> },
      { path: "/otra", element: <h1>Otra página</h1> },
    ],
    { path: "/editor" },
  );
  return userEvent.setup({ delay: null });
}

/** What the browser would ask when the tab closes: true when the page asked for the question. */
function closingTabAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("useUnsavedWarning: a warning before unsaved work is lost", () => {
  it("leaves freely while nothing changed, and the tab closes without a question", async () => {
    const user = setUp();
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole("link", { name: "Ir a otra página" }));
    await screen.findByRole("heading", { name: "Otra página" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before leaving with unsaved changes: 'Seguir editando' keeps the text, 'Sí, salir sin guardar' leaves", async () => {
    const user = setUp();
    await user.type(screen.getByLabelText("Texto"), " mundo");
    expect(closingTabAsks()).toBe(true);

    await user.click(screen.getByRole("link", { name: "Ir a otra página" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Salir sin guardar?")).toBeTruthy();
    expect(
      within(dialog).getByText("Hiciste cambios que aún no se guardan. Si sales ahora, se perderán."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByLabelText("Texto") as HTMLInputElement).value).toBe("Hola mundo");

    await user.click(screen.getByRole("link", { name: "Ir a otra página" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Sí, salir sin guardar" }));
    await screen.findByRole("heading", { name: "Otra página" });
    expect(closingTabAsks()).toBe(false);
  });

  it("stops asking once the changes are saved", async () => {
    const user = setUp();
    await user.type(screen.getByLabelText("Texto"), "!");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole("link", { name: "Ir a otra página" }));
    await screen.findByRole("heading", { name: "Otra página" });
  });
});
