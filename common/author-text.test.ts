import { describe, expect, it } from "vitest";
import { authorTextToEmail, firstParagraphText, parseAuthorText } from "./author-text.ts";

describe("the one text format the author writes in (legal pages and newsletters)", () => {
  const source = [
    "## Presentación en Colima",
    "",
    "Te espero el **sábado** en la *Casa de la Cultura*.",
    "Calle Morelos 12",
    "",
    "- Entrada libre",
    "- Firma de ejemplares",
    "",
    "1. Llega temprano",
    "2. Trae tu libro",
    "",
    "Más en https://autora.mx/eventos. Escríbeme por [Contacto](/contact) o [aquí](javascript:void).",
  ].join("\n");

  it("parses headings, paragraphs with their line breaks, both kinds of list, bold, italics and safe links", () => {
    const blocks = parseAuthorText(source);
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "list", "paragraph"]);
    expect(blocks[1]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Te espero el " },
        { type: "bold", text: "sábado" },
        { type: "text", text: " en la " },
        { type: "italic", text: "Casa de la Cultura" },
        { type: "text", text: "." },
        { type: "break" },
        { type: "text", text: "Calle Morelos 12" },
      ],
    });
    expect(blocks[3]).toMatchObject({ type: "list", ordered: true });
    expect(blocks[4]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Más en " },
        { type: "link", text: "https://autora.mx/eventos", href: "https://autora.mx/eventos" },
        { type: "text", text: ". Escríbeme por " },
        { type: "link", text: "Contacto", href: "/contact" },
        { type: "text", text: " o aquí." },
      ],
    });
  });

  it("makes an e-mail: escaped, styled inline, site paths made absolute, and a plain-text part", () => {
    const { html, text } = authorTextToEmail(`${source}\n\n<script>x</script> & más`, "https://autora.mx/");
    expect(html).toContain('<h2 style="');
    expect(html).toContain("<strong>sábado</strong>");
    expect(html).toContain("<em>Casa de la Cultura</em>.<br>Calle Morelos 12");
    expect(html).toContain('<a href="https://autora.mx/contact" style="color:#7a2e3a;">Contacto</a>');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt; &amp; más");
    expect(html).toMatch(/<ol style="[^"]+"><li style="[^"]+">Llega temprano<\/li>/);
    expect(text).toContain("Te espero el sábado en la Casa de la Cultura.\nCalle Morelos 12");
    expect(text).toContain("- Entrada libre\n- Firma de ejemplares");
    expect(text).toContain("1. Llega temprano\n2. Trae tu libro");
    expect(text).toContain("Contacto (https://autora.mx/contact)");
  });

  it("gives a page's description from its first paragraph, as plain text", () => {
    expect(firstParagraphText(source)).toBe("Te espero el sábado en la Casa de la Cultura. Calle Morelos 12");
  });
});
