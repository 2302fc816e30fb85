import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a BOM and ends every line with CRLF", () => {
    expect(
      toCsv([
        ["correo", "estado"],
        ["ana@ejemplo.mx", "confirmed"],
      ]),
    ).toBe("\uFEFFcorreo,estado\r\nana@ejemplo.mx,confirmed\r\n");
  });

  it("quotes only the cells that need it, doubling their quotes", () => {
    expect(toCsv([["a,b", 'dijo "hola"', "dos\nlíneas", "simple"]])).toBe(
      '\uFEFF"a,b","dijo ""hola""","dos\nlíneas",simple\r\n',
    );
  });

  it("quotes every cell when asked", () => {
    expect(
      toCsv(
        [
          ["Pedido", "Total"],
          ["7", "1350.00"],
        ],
        { quoteAll: true },
      ),
    ).toBe('\uFEFF"Pedido","Total"\r\n"7","1350.00"\r\n');
  });

  it("never lets a spreadsheet run a cell as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(toCsv([[`${start}HYPERLINK("x")`]], { quoteAll: true })).toBe(`\uFEFF"'${start}HYPERLINK(""x"")"\r\n`);
    }
    expect(toCsv([["=1+1", "@SUM(A1)"]])).toBe("\uFEFF'=1+1,'@SUM(A1)\r\n");
    expect(toCsv([["a=1", "correo@ejemplo.mx"]])).toBe("\uFEFFa=1,correo@ejemplo.mx\r\n");
  });
});
