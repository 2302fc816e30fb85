// Code 128 (ISO/IEC 15417), the barcode the stores' scanners read: a reference of digits becomes the widths of its bars
// and spaces. Digits go two per symbol (code set C); an odd first digit goes alone in code set B. A scanner reads back
// exactly the digits, the same the cashier would otherwise type.

/** The widths (bar, space, bar, space, bar, space) of the symbols 0 to 106, in modules; 106 (stop) ends with a bar. */
const SYMBOLS = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 " +
  "123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 " +
  "232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 " +
  "313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 " +
  "111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 " +
  "111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 " +
  "114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112"
).split(" ");

const START_B = 104;
const START_C = 105;
const TO_CODE_C = 99;
const STOP = 106;

/** The symbol values of a string of digits, check symbol and stop included. */
export function code128Values(digits: string): number[] {
  if (!/^\d+$/.test(digits)) throw new Error("Code 128 (C): solo dígitos");
  const values =
    digits.length % 2 ? [START_B, 16 + Number(digits[0]), ...(digits.length > 1 ? [TO_CODE_C] : [])] : [START_C];
  for (let i = digits.length % 2; i < digits.length; i += 2) values.push(Number(digits.slice(i, i + 2)));
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...values, check, STOP];
}

/** The bars as [x, width] in modules, after a quiet zone of 10 modules; `width` is the whole symbol's. */
export function code128Bars(digits: string): { bars: [number, number][]; width: number } {
  const QUIET = 10;
  const bars: [number, number][] = [];
  let x = QUIET;
  for (const value of code128Values(digits)) {
    [...SYMBOLS[value]].forEach((module, i) => {
      if (i % 2 === 0) bars.push([x, Number(module)]);
      x += Number(module);
    });
  }
  return { bars, width: x + QUIET };
}
