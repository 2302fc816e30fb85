// The home page's head as the server and the browser write it (pageHead): who she is, from the home page's texts; its
// description is clipped at a word.
import { describe, expect, it } from "vitest";
import { clipDescription, pageHead } from "@autora/common/page-heads.ts";
import { head } from "./HomePage";

const site = {
  introTitle: "Tejiendo historias entre hilos, barro y memoria",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle: "Nací en Colima, entre volcanes y huertas de limón, y me formé como diseñadora gráfica. ".repeat(6),
};

describe("the home page's head", () => {
  it("is her name and title, and the introduction and subtitle clipped at a word", () => {
    const { title, description } = pageHead(
      { site, data: undefined, path: "/", baseUrl: "https://autora.example.mx" },
      head,
    )!;
    expect(title).toBe("Mariana Velasco · Autora Colimense");
    expect(description).toBe(clipDescription(`${site.introTitle}. ${site.subtitle}`));
    expect(description).toMatch(/^Tejiendo historias entre hilos, barro y memoria\. Nací en Colima, .*[^ ]…$/);
  });
});
