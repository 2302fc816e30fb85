// The simulated provider's voucher: a small printable page in Spanish, clearly marked as a test.
import { escapeHtml } from "@autora/common/escape-html.ts";
import { formatCentavos, formatMexicoCity } from "@autora/common/format.ts";
import { ORDER_STATUS_TEXT } from "@autora/common/contract/orders.ts";
import type { SimulatedVoucher } from "./orders.service.ts";


/** "1234 5678 9012 ..." so the cashier can read it out in groups. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** Bars whose widths follow the digits: it looks like a barcode; nobody scans it in test mode. */
function barcodeSvg(digits: string): string {
  let x = 4;
  const bars: string[] = [];
  for (const digit of `0${digits}0`) {
    const d = Number(digit);
    const width = 1 + (d % 3);
    bars.push(`<rect x="${x}" y="0" width="${width}" height="60"/>`);
    x += width + 1 + (d % 2) + 1;
    bars.push(`<rect x="${x}" y="0" width="1" height="60"/>`);
    x += 3;
  }
  const total = x + 4;
  return `<svg class="barcode" viewBox="0 0 ${total} 60" preserveAspectRatio="none" role="img" aria-label="Código de barras de la referencia"><g fill="#111">${bars.join("")}</g></svg>`;
}

export function renderVoucherPage(voucher: SimulatedVoucher): string {
  const expiry = voucher.voucherExpiresAt ? formatMexicoCity(voucher.voucherExpiresAt) : "Sin fecha";
  const reference = groupDigits(voucher.voucherReference);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Ficha de pago OXXO · Pedido ${voucher.id} (Modo de prueba)</title>
<style>${STYLES}</style>
</head>
<body>
<main class="ficha">
  <p class="test-mode" role="note"><strong>Modo de prueba</strong> · Esta ficha es una simulación: no se cobra dinero real.</p>
  <h1>Ficha de pago OXXO</h1>
  <dl>
    <div><dt>Pedido</dt><dd>${voucher.id}</dd></div>
    ${voucher.discountCode ? `<div><dt>Descuento (${escapeHtml(voucher.discountCode)})</dt><dd>−${escapeHtml(formatCentavos(voucher.discountCentavos))}</dd></div>` : ""}
    <div><dt>Monto a pagar</dt><dd class="amount">${escapeHtml(formatCentavos(voucher.totalCentavos))}</dd></div>
    <div><dt>Vence</dt><dd>${escapeHtml(expiry)}</dd></div>
    <div><dt>Estado</dt><dd>${ORDER_STATUS_TEXT[voucher.status].buyer}</dd></div>
  </dl>
  <section class="reference" aria-labelledby="ref-title">
    <h2 id="ref-title">Referencia</h2>
    ${barcodeSvg(voucher.voucherReference)}
    <p class="digits">${reference}</p>
  </section>
  <h2>Cómo pagar</h2>
  <ol>
    <li>Acude a cualquier tienda OXXO antes de la fecha de vencimiento.</li>
    <li>Indica en caja que quieres realizar un pago de OXXOPay.</li>
    <li>Dicta al cajero el número de referencia de esta ficha.</li>
    <li>Paga el monto exacto en efectivo y conserva tu comprobante.</li>
  </ol>
  <p class="note">Imprime esta ficha o guárdala en tu teléfono.</p>
</main>
</body>
</html>
`;
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#fbf7f2;color:#2b2024;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.ficha{width:min(34rem,calc(100% - 1.5rem));margin:1rem auto;padding:clamp(1rem,4vw,1.5rem);background:#fff;border:1px solid #e8ddd3;border-radius:10px}
h1{margin:1rem 0;font:700 1.6rem/1.2 Georgia,"Times New Roman",serif;color:#7a2e3a}
h2{margin:1.25rem 0 .5rem;font-size:1.05rem}
.test-mode{margin:0;padding:.5rem .75rem;border:2px dashed #b3261e;border-radius:8px;background:#fff4f2;color:#8a1c15}
dl{margin:0;display:grid;gap:.35rem}
dl div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #eee;padding:.25rem 0}
dt{color:#6b5a60}
dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.25rem}
.reference{margin-top:1rem;text-align:center}
.barcode{display:block;width:100%;height:64px}
.digits{margin:.5rem 0 0;font:600 clamp(.9rem,4vw,1.15rem)/1.3 ui-monospace,Menlo,Consolas,monospace;word-spacing:.2em;white-space:nowrap}
ol{padding-left:1.25rem;margin:0}
.note{color:#6b5a60;font-size:.9rem}
@media print{body{background:#fff}.ficha{border:0;margin:0;width:auto}}
`;
