import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("replaces the five characters that could start markup or end an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, so an entity written by the author shows as typed", () => {
    expect(escapeHtml("&amp; &lt;")).toBe("&amp;amp; &amp;lt;");
  });

  it("keeps apostrophes when asked (text inside double quotes)", () => {
    expect(escapeHtml(`Hilos $' & "más" <b>`, { keepApostrophes: true })).toBe(
      "Hilos $' &amp; &quot;más&quot; &lt;b&gt;",
    );
  });

  it("leaves accents, emoji and dollar patterns as they are", () => {
    expect(escapeHtml("Canción ñandú 🌺 $1 $` $$")).toBe("Canción ñandú 🌺 $1 $` $$");
  });
});
