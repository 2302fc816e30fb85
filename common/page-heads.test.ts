// The description a page gives link previews and search engines: whole words, at most 300 characters.
import { describe, expect, it } from "vitest";
import { clipDescription } from "./page-heads.ts";

const site = {
  introTitle: "Tejiendo historias entre hilos, barro y memoria",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle: "Nací en Colima, entre volcanes y huertas de limón, y me formé como diseñadora gráfica. ".repeat(6),
};

describe("clipDescription", () => {
  it("keeps a text of 300 characters or fewer as it is", () => {
    const text = "a".repeat(300);
    expect(clipDescription(text)).toBe(text);
    expect(clipDescription("Historias de artesanas.")).toBe("Historias de artesanas.");
  });

  it("ends a longer text at the end of a word, without a trailing comma or space, with '…'", () => {
    const clipped = clipDescription(site.subtitle);
    expect(clipped.length).toBeLessThanOrEqual(300);
    expect(clipped.endsWith("…")).toBe(true);
    const kept = clipped.slice(0, -1);
    expect(site.subtitle.startsWith(kept)).toBe(true);
    expect(site.subtitle[kept.length]).toMatch(/[\s,.]/); // the next character ended a word
    expect(kept).toMatch(/[^\s,;:.]$/);
  });

  it("cuts a text without spaces where it must", () => {
    expect(clipDescription("x".repeat(400))).toBe(`${"x".repeat(299)}…`);
  });
});
