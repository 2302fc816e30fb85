// The one small text format for everything the author writes (the legal pages and the newsletters), parsed into blocks
// that a page renders as elements and an e-mail as inline-styled HTML, never as the author's raw HTML:
// - a blank line separates blocks; inside a paragraph a single line break stays a line break;
// - "## " and "### " start headings; lines starting with "- " (or "* ") make a list, "1. " a numbered list;
// - **bold**, *italics*, [text](https://..., mailto:..., tel:... or /path) and bare https:// addresses make links.
// Anything else is plain text.
import { escapeHtml } from "./escape-html.ts";

export type Inline =
  | { type: "text"; text: string }
  | { type: "bold"; text: string }
  | { type: "italic"; text: string }
  | { type: "link"; text: string; href: string }
  | { type: "break" };
export type Block =
  | { type: "heading"; level: 2 | 3; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*(?!\s)(.+?)\*|\bhttps?:\/\/[^\s<>()]+[^\s<>().,;:!?]/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.type === "text") previous.text += value;
    else parts.push({ type: "text", text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push({ type: "bold", text: match[1] });
    else if (match[2] !== undefined) {
      if (SAFE_HREF.test(match[3])) parts.push({ type: "link", text: match[2], href: match[3] });
      else pushText(match[2]); // an unsafe address (javascript:, data:...) keeps only its text
    } else if (match[4] !== undefined) parts.push({ type: "italic", text: match[4] });
    else parts.push({ type: "link", text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return parts;
}

const UNORDERED = /^[-*]\s+/;
const ORDERED = /^\d+[.)]\s+/;

export function parseAuthorText(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list = null as Extract<Block, { type: "list" }> | null; // the list the next item joins (same chunk, same kind)
    const flush = () => {
      if (paragraph.length)
        blocks.push({
          type: "paragraph",
          content: paragraph.flatMap((line, i) => [...(i ? [{ type: "break" } as const] : []), ...parseInline(line)]),
        });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^(#{1,3})\s+(.*)$/.exec(line);
      const ordered = ORDERED.test(line);
      if (heading) {
        flush();
        blocks.push({ type: "heading", level: heading[1].length === 3 ? 3 : 2, content: parseInline(heading[2]) });
        list = null;
      } else if (ordered || UNORDERED.test(line)) {
        flush();
        const item = parseInline(line.replace(ordered ? ORDERED : UNORDERED, ""));
        if (list?.ordered === ordered && blocks.at(-1) === list) list.items.push(item);
        else blocks.push((list = { type: "list", ordered, items: [item] }));
      } else {
        paragraph.push(line);
        list = null;
      }
    }
    flush();
  }
  return blocks;
}

const plainInline = (parts: Inline[]) => parts.map((part) => (part.type === "break" ? " " : part.text)).join("");

/** The first paragraph as plain text (for a page's meta description). */
export function firstParagraphText(source: string): string {
  const first = parseAuthorText(source).find((block) => block.type === "paragraph");
  return first ? plainInline(first.content) : "";
}

// E-mail clients ignore style sheets, so every element carries its style.
const FONT = "font-family:Arial,Helvetica,sans-serif;color:#2b2024;";
const STYLE = {
  p: `margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;`,
  li: `margin:0 0 6px;${FONT}font-size:16px;line-height:1.5;`,
  list: "margin:0 0 16px;padding-left:22px;",
  h2: `margin:24px 0 12px;${FONT}font-size:21px;`,
  h3: `margin:20px 0 10px;${FONT}font-size:18px;`,
  a: "color:#7a2e3a;",
};

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (part.type === "break") return "<br>";
      if (part.type === "bold") return `<strong>${escapeHtml(part.text)}</strong>`;
      if (part.type === "italic") return `<em>${escapeHtml(part.text)}</em>`;
      if (part.type === "link")
        return `<a href="${escapeHtml(part.href)}" style="${STYLE.a}">${escapeHtml(part.text)}</a>`;
      return escapeHtml(part.text);
    })
    .join("");
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (part.type === "break") return "\n";
      if (part.type === "link" && part.href !== part.text) return `${part.text} (${part.href})`;
      return part.text;
    })
    .join("");
}

/**
 * The text as an e-mail: HTML with inline styles, and the plain-text part. Links to a site path (/contact) are made
 * absolute with `siteUrl`, since an e-mail has no site around it.
 */
export function authorTextToEmail(source: string, siteUrl = ""): { html: string; text: string } {
  const absolute = (parts: Inline[]): Inline[] =>
    parts.map((part) =>
      part.type === "link" && part.href.startsWith("/")
        ? { ...part, href: siteUrl.replace(/\/$/, "") + part.href }
        : part,
    );
  const blocks = parseAuthorText(source.trim());
  const html = blocks
    .map((block) => {
      if (block.type === "heading")
        return `<h${block.level} style="${block.level === 2 ? STYLE.h2 : STYLE.h3}">${inlineHtml(absolute(block.content))}</h${block.level}>`;
      if (block.type === "list") {
        const tag = block.ordered ? "ol" : "ul";
        return `<${tag} style="${STYLE.list}">${block.items.map((item) => `<li style="${STYLE.li}">${inlineHtml(absolute(item))}</li>`).join("")}</${tag}>`;
      }
      return `<p style="${STYLE.p}">${inlineHtml(absolute(block.content))}</p>`;
    })
    .join("\n");
  const text = blocks
    .map((block) => {
      if (block.type === "list")
        return block.items
          .map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inlineText(absolute(item))}`)
          .join("\n");
      return inlineText(absolute(block.content));
    })
    .join("\n\n");
  return { html, text };
}

/** How the format is explained to the author under each editor that uses it. */
export const AUTHOR_TEXT_HELP =
  "Deja una línea en blanco entre párrafos. «## » al inicio de una línea hace un título; las líneas que empiezan con «- » forman una lista y con «1. » una lista numerada; **texto** va en negritas y *texto* en cursivas; [texto](https://…) es un enlace (también mailto:, tel: o /pagina) y las direcciones web se vuelven enlaces solas.";
