// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FileField } from "./FileField";

afterEach(cleanup);

const png = (name: string) => new File(["png"], name, { type: "image/png" });

/** A form that holds what was chosen, as the admin forms do; "Vaciar" empties it as a sent form does. */
function Holder({ adds = false, multiple = false }: { adds?: boolean; multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FileField
        label="Imágenes"
        button="Elegir imágenes"
        files={files}
        onChange={(chosen) => setFiles(adds ? [...files, ...chosen] : chosen)}
        adds={adds}
        multiple={multiple}
        accept="image/*"
        required
      />
      <button type="button" onClick={() => setFiles([])}>
        Vaciar
      </button>
    </>
  );
}

describe("FileField", () => {
  it("says in Spanish what to do and that nothing is chosen yet; the label names the real input, which keeps accept and required", () => {
    render(<Holder />);
    const input = screen.getByLabelText<HTMLInputElement>("Imágenes");
    expect([input.type, input.accept, input.required]).toEqual(["file", "image/*", true]);
    expect(screen.getByText("Elegir imágenes")).toBeTruthy();
    expect(screen.getByText("Ningún archivo elegido").id).toBe(input.getAttribute("aria-describedby"));
  });

  it("shows the chosen names, and lets go of them when the form empties", async () => {
    const user = userEvent.setup();
    render(<Holder multiple />);
    const input = screen.getByLabelText<HTMLInputElement>("Imágenes");
    await user.upload(input, [png("barro.png"), png("palma.png")]);
    expect(screen.getByText("barro.png, palma.png")).toBeTruthy();
    expect(input.files).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Vaciar" }));
    expect(screen.getByText("Ningún archivo elegido")).toBeTruthy();
    expect(input.files).toHaveLength(0);
  });

  it("adds each choice to the list the form holds, and the same file can be chosen again", async () => {
    const user = userEvent.setup();
    render(<Holder adds multiple />);
    const input = screen.getByLabelText<HTMLInputElement>("Imágenes");
    await user.upload(input, png("barro.png"));
    await user.upload(input, png("barro.png"));
    expect(screen.getByText("barro.png, barro.png")).toBeTruthy();
  });

  it("marks the field invalid and says why under it", () => {
    render(
      <FileField
        label="Archivo PDF"
        button="Elegir archivo"
        files={[]}
        onChange={() => {}}
        error="Debes seleccionar un archivo PDF"
      />,
    );
    const input = screen.getByLabelText("Archivo PDF");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const problem = screen.getByText("Debes seleccionar un archivo PDF");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(problem.id);
  });
});
