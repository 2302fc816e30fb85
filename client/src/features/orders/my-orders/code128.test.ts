import { describe, expect, it } from "vitest";
import { code128Bars, code128Values } from "./code128";

describe("Code 128 for a voucher reference", () => {
  it("puts two digits in each symbol after start C, then the check symbol (mod 103) and stop", () => {
    // 105 + 0×1 + 42×2 = 189 ≡ 86
    expect(code128Values("0042")).toEqual([105, 0, 42, 86, 106]);
  });

  it("writes an odd first digit alone in code set B, then switches to C", () => {
    // 104 + 17×1 + 99×2 + 23×3 + 45×4 + 67×5 = 903 ≡ 79
    expect(code128Values("1234567")).toEqual([104, 17, 99, 23, 45, 67, 79, 106]);
    expect(code128Values("7")).toEqual([104, 23, 24, 106]); // 104 + 23 = 127 ≡ 24
  });

  it("draws 11 modules per symbol, 13 for stop, with quiet zones of 10, starting and ending with a bar", () => {
    const { bars, width } = code128Bars("123456789012345678901234");
    expect(width).toBe(10 + 14 * 11 + 13 + 10); // start, 12 pairs, check: 14 symbols
    expect(bars[0][0]).toBe(10);
    const [lastX, lastWidth] = bars.at(-1)!;
    expect(lastX + lastWidth).toBe(width - 10);
    expect(bars).toHaveLength(14 * 3 + 4);
  });

  it("refuses anything but digits", () => {
    expect(() => code128Values("12a4")).toThrow();
  });
});
