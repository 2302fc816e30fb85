// The small text format of the legal pages, parsed into blocks that the page renders as elements (never as raw
// HTML): blank lines separate blocks; "## " and "### " start headings; lines starting with "- " (or "* ") make a list,
// "1. " a numbered list; **bold**; [text](https://..., mailto:..., tel:... or /path) makes a link. Anything else is
// plain text.

export type Inline = { type: "text"; text: string } | { type: "bold"; text: string } | { type: "link"; text: string; href: string };
export type Block =
  | { type: "heading"; level: 2 | 3; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

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
    else if (SAFE_HREF.test(match[3])) parts.push({ type: "link", text: match[2], href: match[3] });
    else pushText(match[2]); // an unsafe address (javascript:, data:...) keeps only its text
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return parts;
}

const UNORDERED = /^[-*]\s+/;
const ORDERED = /^\d+[.)]\s+/;

export function parseLegalText(source: string): Block[] {
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
      if (paragraph.length) blocks.push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
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

/** The first paragraph as plain text (for the page's meta description). */
export function firstParagraphText(source: string, max = 300): string {
  const first = parseLegalText(source).find((block) => block.type === "paragraph");
  if (!first || first.type !== "paragraph") return "";
  return first.content
    .map((part) => part.text)
    .join("")
    .slice(0, max);
}
