// The newsletter's simple formatting, the same for the e-mail and the admin preview: a blank line starts a new
// paragraph, lines starting with "- " make a list, **bold**, *italics* and web addresses become links.
// Everything else is text: the input is escaped before any tag is added.
import { escapeHtml } from "./escape-html.ts";

const P = 'style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#2b2024;"';
const LINK = 'style="color:#7a2e3a;"';

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*(?!\s)(.+?)\*/g, "$1<em>$2</em>")
    .replace(/\bhttps?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}" ${LINK}>${url}</a>`);
}

/** The newsletter body as e-mail-safe HTML (inline styles) and as plain text. */
export function formatNewsletter(body: string): { html: string; text: string } {
  const blocks = body.replace(/\r\n?/g, "\n").trim().split(/\n\s*\n/);
  const html = blocks
    .map((block) => {
      const lines = block.split("\n");
      if (lines.every((line) => /^\s*-\s+/.test(line))) {
        return `<ul style="margin:0 0 16px;padding-left:22px;">${lines.map((line) => `<li ${P.replace("0 0 16px", "0 0 6px")}>${inline(line.replace(/^\s*-\s+/, ""))}</li>`).join("")}</ul>`;
      }
      return `<p ${P}>${lines.map(inline).join("<br>")}</p>`;
    })
    .join("\n");
  const text = blocks.map((block) => block.replace(/\*\*(.+?)\*\*/g, "$1").replace(/(^|[^*])\*(?!\s)(.+?)\*/g, "$1$2")).join("\n\n");
  return { html, text };
}
