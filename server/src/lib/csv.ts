// CSV for a spreadsheet (the orders for the accountant, the newsletter's subscribers): a BOM so Excel reads the
// accents, CRLF line ends, and no cell a spreadsheet would run as a formula.

/**
 * A cell starting with = + - @, a tab or a carriage return gets a leading apostrophe, so the spreadsheet shows it as
 * text instead of running it (a buyer's name may start with "="). `quoteAll` quotes every cell; otherwise only the
 * cells that need it (a comma, a quote or a line break).
 */
function cell(value: string, quoteAll: boolean): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return quoteAll || /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows, the column titles first, as one CSV file. */
export function toCsv(rows: string[][], { quoteAll = false } = {}): string {
  return `\uFEFF${rows.map((row) => row.map((value) => cell(value, quoteAll)).join(",")).join("\r\n")}\r\n`;
}
