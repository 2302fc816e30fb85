// The printouts of paid orders, as pages the browser prints: packing slips on A4 (number, date, address, books, the
// dedication to write and the invoice the buyer asked for) and address labels of 10 x 15 cm, one order per sheet.
import { escapeHtml } from "@autora/common/escape-html.ts";
import { formatMexicoCity } from "@autora/common/format.ts";
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { formatTelefono } from "@autora/common/phone.ts";
import { invoiceOf } from "./invoice.ts";
import type { PrintedOrder } from "./fulfilment.ts";

const e = (text: string) => escapeHtml(text);
const orderNumbers = (orders: PrintedOrder[]) => orders.map((order) => `#${order.id}`).join(", ");

function page(title: string, hint: string, styles: string, sheets: string[]): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${COMMON_STYLES}${styles}</style>
</head>
<body>
<p class="hint">${e(hint)}</p>
${sheets.join("\n")}
</body>
</html>
`;
}

const addressLines = (order: PrintedOrder) => [
  order.calleNumero,
  order.colonia,
  `C.P. ${order.codigoPostal}, ${order.ciudad}, ${order.estado}`,
];

function dedicationBox(order: PrintedOrder): string {
  if (!order.dedicatoriaNombre) return "";
  const done = order.dedicatoriaHechaEn
    ? `Dedicado el ${formatMexicoCity(order.dedicatoriaHechaEn, { time: false })}`
    : "☐ Dedicado";
  return `<section class="box dedication">
    <p><span class="muted">Dedicatoria:</span> <strong>${e(order.dedicatoriaNombre)}</strong></p>
    ${order.dedicatoriaMensaje ? `<p class="message"><span class="muted">Mensaje:</span> ${e(order.dedicatoriaMensaje)}</p>` : ""}
    <p class="check">${e(done)}</p>
  </section>`;
}

function invoiceBox(order: PrintedOrder): string {
  const lines = invoiceLines(invoiceOf(order));
  if (lines.length === 0) return "";
  return `<section class="box invoice">
    <h2>Factura solicitada (CFDI)</h2>
    <p class="muted">La emite la persona contadora con estos datos y la envía por correo electrónico; no va en el paquete.</p>
    <dl>${lines.map(([label, value]) => `<div><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`).join("")}</dl>
  </section>`;
}

function slip(order: PrintedOrder, sender: string | null): string {
  const copies = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `<section class="sheet" aria-label="Hoja de empaque del pedido #${order.id}">
  <header class="head">
    <div>${sender ? `<p class="muted">${e(sender)}</p>` : ""}<h1>Hoja de empaque</h1></div>
    <dl class="meta"><div><dt>Pedido</dt><dd>#${order.id}</dd></div><div><dt>Fecha del pedido</dt><dd>${e(formatMexicoCity(order.createdAt, { time: false }))}</dd></div></dl>
  </header>
  <div class="parties">
    <section><h2>Enviar a</h2><address><strong>${e(order.nombre)}</strong><br>${addressLines(order).map(e).join("<br>")}${
      order.referencias ? `<br><span class="muted">Referencias:</span> ${e(order.referencias)}` : ""
    }</address></section>
    <section><h2>Contacto</h2><p>${e(order.email)}<br>Tel. ${e(formatTelefono(order.telefono))}</p></section>
  </div>
  <table class="items">
    <caption>Artículos</caption>
    <thead><tr><th scope="col">Libro</th><th scope="col" class="qty">Cantidad</th></tr></thead>
    <tbody>${order.items.map((item) => `<tr><td>${e(item.name)}</td><td class="qty">${item.quantity}</td></tr>`).join("")}</tbody>
    <tfoot><tr><th scope="row">Ejemplares en total</th><td class="qty">${copies}</td></tr></tfoot>
  </table>
  ${dedicationBox(order)}
  ${invoiceBox(order)}
  <p class="thanks">¡Gracias por tu compra!</p>
</section>`;
}

function label(order: PrintedOrder, sender: string | null): string {
  return `<section class="sheet" aria-label="Etiqueta del pedido #${order.id}">
  <p class="order">Pedido #${order.id}</p>
  <h1>Destinatario</h1>
  <p class="name">${e(order.nombre)}</p>
  <p class="address">${e(order.calleNumero)}<br>${e(order.colonia)}<br>${e(order.ciudad)}, ${e(order.estado)}</p>
  <p class="cp">C.P. ${e(order.codigoPostal)}</p>
  <p>Tel. ${e(formatTelefono(order.telefono))}</p>
  ${order.referencias ? `<p class="ref">Referencias: ${e(order.referencias)}</p>` : ""}
  ${sender ? `<p class="from">Remite: ${e(sender)}</p>` : ""}
</section>`;
}

export function renderPackingSlips(orders: PrintedOrder[], sender: string | null): string {
  const title = `${orders.length === 1 ? "Hoja de empaque" : "Hojas de empaque"} · Pedido${orders.length === 1 ? "" : "s"} ${orderNumbers(orders)}`;
  return page(
    title,
    "Para imprimir: Ctrl+P (⌘P en Mac), papel A4, escala 100 %.",
    SLIP_STYLES,
    orders.map((order) => slip(order, sender)),
  );
}

export function renderAddressLabels(orders: PrintedOrder[], sender: string | null): string {
  const title = `${orders.length === 1 ? "Etiqueta" : "Etiquetas"} de envío · Pedido${orders.length === 1 ? "" : "s"} ${orderNumbers(orders)}`;
  return page(
    title,
    "Para imprimir: Ctrl+P (⌘P en Mac), etiqueta o papel de 10 × 15 cm, escala 100 %.",
    LABEL_STYLES,
    orders.map((order) => label(order, sender)),
  );
}

const COMMON_STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#e9e4df;color:#111;font:11pt/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.hint{margin:1rem auto;max-width:210mm;padding:0 1rem;color:#4a3f44;font-size:.95rem}
.sheet{margin:0 auto 1.5rem;background:#fff;box-shadow:0 1px 4px rgb(0 0 0 / .2);overflow-wrap:anywhere}
h1,h2,p{margin:0}
.muted{color:#555}
@media print{
  body{background:#fff}
  .hint{display:none}
  .sheet{margin:0;box-shadow:none;width:auto;min-height:0;padding:0;break-after:page}
  .sheet:last-of-type{break-after:auto}
}
`;

const SLIP_STYLES = `
@page{size:A4;margin:15mm}
.sheet{width:210mm;min-height:297mm;padding:15mm}
.head{display:flex;justify-content:space-between;align-items:flex-start;gap:1rem;padding-bottom:4mm;border-bottom:2px solid #111}
.head h1{font:700 20pt/1.2 Georgia,"Times New Roman",serif}
.meta{margin:0;display:grid;gap:1mm;text-align:right}
.meta dt{display:inline;color:#555}
.meta dt::after{content:": "}
.meta dd{display:inline;margin:0;font-weight:700}
.parties{display:grid;grid-template-columns:3fr 2fr;gap:8mm;margin:6mm 0}
.parties h2,.box h2{margin-bottom:1.5mm;font-size:9pt;letter-spacing:.08em;text-transform:uppercase;color:#555}
address{font-style:normal}
.items{width:100%;border-collapse:collapse;margin-bottom:6mm}
.items caption{text-align:left;font-size:9pt;letter-spacing:.08em;text-transform:uppercase;color:#555;padding-bottom:1.5mm}
.items th,.items td{padding:2mm 1mm;border-bottom:1px solid #bbb;text-align:left}
.items thead th{border-bottom:1.5px solid #111;font-size:9.5pt}
.items tfoot th,.items tfoot td{border-bottom:0;font-weight:700}
.items .qty{width:25mm;text-align:right}
.box{margin-bottom:5mm;padding:4mm;border:1.5px solid #111;border-radius:2mm;break-inside:avoid}
.dedication{border-width:2.5px}
.dedication strong{font-size:13pt}
.message{margin-top:1.5mm;white-space:pre-line}
.check{margin-top:3mm;font-weight:700}
.invoice dl{margin:2mm 0 0;display:grid;gap:1mm}
.invoice dt{display:inline;color:#555}
.invoice dt::after{content:": "}
.invoice dd{display:inline;margin:0}
.thanks{margin-top:8mm;text-align:center;font-family:Georgia,"Times New Roman",serif;font-size:12pt}
`;

const LABEL_STYLES = `
@page{size:100mm 150mm;margin:6mm}
.hint{max-width:100mm}
.sheet{width:100mm;min-height:150mm;padding:6mm;display:flex;flex-direction:column;font-size:13pt}
.sheet p{margin-bottom:2.5mm}
.order{font-size:10pt;color:#555;text-align:right}
h1{margin:2mm 0 2mm;font-size:9pt;letter-spacing:.12em;text-transform:uppercase;color:#555}
.name{font-size:19pt;font-weight:700;line-height:1.2}
.address{font-size:15pt;line-height:1.3}
.cp{font-size:22pt;font-weight:800;letter-spacing:.04em}
.ref{font-size:11pt;color:#333}
.from{margin-top:auto;padding-top:2mm;border-top:1px dashed #555;font-size:10pt;color:#333}
@media print{.sheet{min-height:138mm}}
`;
