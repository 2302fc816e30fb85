// The one look of every e-mail: a table layout with inline styles (what Gmail and Outlook on a phone render
// reliably), no scripts, no remote fonts or images, and a plain-text twin built from the same blocks.
import { escapeHtml } from "@autora/common/escape-html.ts";

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** A block of the message body; each renders to HTML and to plain text. */
export type Block =
  | { kind: "p"; text: string }
  /** pre-escaped HTML with its plain-text version (the newsletter's formatted text) */
  | { kind: "raw"; html: string; text: string }
  | { kind: "facts"; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: "button"; label: string; url: string }
  | { kind: "small"; text: string };

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INK = "#2b2024";
const WINE = "#7a2e3a";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "p":
      return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(block.text)}</p>`;
    case "raw":
      return block.html;
    case "small":
      return `<p style="margin:0 0 12px;${FONT}font-size:13px;line-height:1.5;color:#6b5a60;">${escapeHtml(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #eee4dc;${FONT}font-size:14px;color:#6b5a60;vertical-align:top;">${escapeHtml(row.label)}</td>` +
            `<td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid #eee4dc;${FONT}font-size:${row.strong ? "18px" : "15px"};font-weight:bold;color:${INK};text-align:right;word-break:break-word;">${escapeHtml(row.value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td bgcolor="${WINE}" style="border-radius:6px;background:${WINE};">` +
        `<a href="${escapeHtml(block.url)}" target="_blank" style="display:inline-block;padding:12px 22px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table><p style="margin:0 0 16px;${FONT}font-size:12px;line-height:1.4;color:#6b5a60;word-break:break-all;">Si el botón no funciona, copia este enlace en tu navegador: <a href="${escapeHtml(block.url)}" style="color:${WINE};">${escapeHtml(block.url)}</a></p>`
      );
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
    case "small":
      return block.text;
    case "raw":
      return block.text;
    case "facts":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

export interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
  /** the last line of the footer, e.g. the newsletter's unsubscribe link */
  footer?: { text: string; url?: string; label?: string };
  siteUrl: string;
}

export function renderMail({ subject, heading, blocks, footer, siteUrl }: MailContent): Rendered {
  const footerHtml = footer
    ? `<p style="margin:8px 0 0;${FONT}font-size:12px;color:#6b5a60;">${escapeHtml(footer.text)}${footer.url ? ` <a href="${escapeHtml(footer.url)}" style="color:${WINE};">${escapeHtml(footer.label ?? footer.url)}</a>` : ""}</p>`
    : "";
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf7f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fbf7f2;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e8ddd3;border-radius:10px;">
<tr><td style="padding:20px 20px 4px;${FONT}font-size:13px;letter-spacing:1px;text-transform:uppercase;color:${WINE};"><a href="${escapeHtml(siteUrl)}" style="color:${WINE};text-decoration:none;">Autora Colimense</a></td></tr>
<tr><td style="padding:8px 20px 4px;"><h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:1.25;color:${WINE};">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:12px 20px 20px;border-top:1px solid #eee4dc;"><p style="margin:0;${FONT}font-size:12px;color:#6b5a60;">Autora Colimense · <a href="${escapeHtml(siteUrl)}" style="color:${WINE};">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a></p>${footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const footerText = footer ? `\n${footer.text}${footer.url ? ` ${footer.url}` : ""}` : "";
  const text = `${heading}\n\n${blocks.map(blockText).join("\n\n")}\n\n--\nAutora Colimense · ${siteUrl}${footerText}\n`;
  return { subject, html, text };
}
