// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LegalText } from "./LegalText";

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <div data-testid="text">
        <LegalText text={text} />
      </div>
    </MemoryRouter>,
  );

describe("LegalText", () => {
  it("renders headings, paragraphs with the line breaks the author typed, both kinds of lists, bold, italics and links", () => {
    renderText(
      "## Datos\n\nRecabamos **tu nombre**\ny tu *correo*.\n\n- uno\n- dos\n\n1. primero\n2. segundo\n\n### Más\n\nEscribe a [hola@autora.mx](mailto:hola@autora.mx) o ve a [Contacto](/contact).",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Datos" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Más" })).toBeTruthy();
    expect(screen.getByText("tu nombre").tagName).toBe("STRONG");
    expect(screen.getByText(/^Recabamos/).innerHTML).toBe(
      "Recabamos <strong>tu nombre</strong><br>y tu <em>correo</em>.",
    );
    const [bullets, numbered] = screen.getAllByRole("list");
    expect(bullets.tagName).toBe("UL");
    expect(bullets.textContent).toBe("unodos");
    expect(numbered.tagName).toBe("OL");
    expect(numbered.textContent).toBe("primerosegundo");
    expect(screen.getByRole("link", { name: "hola@autora.mx" }).getAttribute("href")).toBe("mailto:hola@autora.mx");
    expect(screen.getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe("/contact");
  });

  it("shows HTML as text and drops links to unsafe addresses", () => {
    renderText(
      '<img src=x onerror="alert(1)"> [clic](javascript:alert) [datos](data:text/html,hola) [otro](//evil.example)',
    );
    const box = screen.getByTestId("text");
    expect(box.querySelector("img")).toBeNull();
    expect(box.querySelectorAll("a")).toHaveLength(0);
    expect(box.textContent).toBe('<img src=x onerror="alert(1)"> clic datos otro');
  });
});
