import { describe, expect, it } from "vitest";
import { formatLongDate, formatPrice } from "./format";

describe("formatPrice", () => {
  it("shows the dollar sign and always two decimals", () => {
    expect(formatPrice(350)).toBe("$350.00");
    expect(formatPrice(99.5)).toBe("$99.50");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(12.345)).toBe("$12.35");
  });

  it("accepts another currency symbol", () => {
    expect(formatPrice(10, "MX$")).toBe("MX$10.00");
  });
});

describe("formatLongDate", () => {
  it("writes the API's dates in Spanish long form: day, month name and year", () => {
    expect(formatLongDate("2024-03-12T00:00:00.000Z")).toBe("12 de marzo de 2024");
    expect(formatLongDate("2025-01-05")).toBe("5 de enero de 2025");
    expect(formatLongDate("2023-12-31T23:59:59.000Z")).toBe("31 de diciembre de 2023");
  });

  it("names every month as the es-MX locale does", () => {
    const esMX = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      expect(formatLongDate(`2024-${String(month).padStart(2, "0")}-09`)).toBe(esMX.format(Date.UTC(2024, month - 1, 9)));
    }
  });

  it("says 'Fecha no disponible' when the date is missing", () => {
    expect(formatLongDate(null)).toBe("Fecha no disponible");
    expect(formatLongDate(undefined)).toBe("Fecha no disponible");
    expect(formatLongDate("")).toBe("Fecha no disponible");
  });

  it("shows text that is not a date as it is", () => {
    expect(formatLongDate("Próximamente")).toBe("Próximamente");
    expect(formatLongDate("15 de marzo de 2025")).toBe("15 de marzo de 2025");
    expect(formatLongDate("Primavera 2024")).toBe("Primavera 2024");
    expect(formatLongDate("2024-02-30")).toBe("2024-02-30");
  });
});
