import { describe, expect, it, vi } from "vitest";
import { formatCentavos, formatLongDate, formatMexicoCity, formatPrice, MONTHS } from "./format.ts";

describe("formatPrice", () => {
  it("shows the dollar sign, always two decimals and the currency", () => {
    expect(formatPrice(350)).toBe("$350.00 MXN");
    expect(formatPrice(99.5)).toBe("$99.50 MXN");
    expect(formatPrice(0)).toBe("$0.00 MXN");
    expect(formatPrice(12.345)).toBe("$12.35 MXN");
  });

  it("groups the thousands as es-MX does", () => {
    expect(formatPrice(1350)).toBe("$1,350.00 MXN");
    expect(formatPrice(1234567.8)).toBe("$1,234,567.80 MXN");
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
      expect(formatLongDate(`2024-${String(month).padStart(2, "0")}-09`)).toBe(
        esMX.format(Date.UTC(2024, month - 1, 9)),
      );
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

describe("formatCentavos", () => {
  it("groups the thousands, keeps two decimals and names the currency", () => {
    expect(formatCentavos(135_000)).toBe("$1,350.00 MXN");
    expect(formatCentavos(70_100)).toBe("$701.00 MXN");
    expect(formatCentavos(5)).toBe("$0.05 MXN");
    expect(formatCentavos(123_456_789)).toBe("$1,234,567.89 MXN");
  });

  it("writes every amount as es-MX does", () => {
    const esMX = (centavos: number) =>
      `$${(centavos / 100).toLocaleString("es-MX", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;
    for (const centavos of [
      0, 1, 99, 100, 999_99, 1000_00, 1000_01, 35_050, 10_164_50, 999_999_99, 1_000_000_00, 98_765_432_10,
    ]) {
      expect(formatCentavos(centavos)).toBe(esMX(centavos));
    }
  });
});

describe("formatMexicoCity", () => {
  const esMX = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("es-MX", { ...options, timeZone: "America/Mexico_City" });

  it("writes the moment as the clocks of central Mexico show it, with or without the time", () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in Mexico City
    const moment = new Date("2025-03-15T03:00:00.000Z");
    expect(formatMexicoCity(moment, { time: false })).toBe("14 de marzo de 2025");
    expect(formatMexicoCity(moment.toISOString(), { time: false })).toBe("14 de marzo de 2025");
    expect(formatMexicoCity(moment)).toBe(esMX({ dateStyle: "long", timeStyle: "short" }).format(moment));
    expect(formatMexicoCity(moment)).toMatch(/^14 de marzo de 2025\b.*9:00/);
  });

  it("names every month as the es-MX locale does", () => {
    for (let month = 0; month < 12; month++) {
      const moment = new Date(Date.UTC(2026, month, 9, 18));
      expect(formatMexicoCity(moment, { time: false })).toBe(`9 de ${MONTHS[month]} de 2026`);
      expect(formatMexicoCity(moment, { time: false })).toBe(
        moment.toLocaleDateString("es-MX", {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "America/Mexico_City",
        }),
      );
    }
  });
});

describe("the module", () => {
  it("makes no Intl formatter when it loads, nor for prices and long dates", async () => {
    const { DateTimeFormat, NumberFormat } = Intl;
    const made: string[] = [];
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.push("DateTimeFormat");
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.push("NumberFormat");
      }
    } as typeof NumberFormat;
    try {
      vi.resetModules();
      const fresh = await import("./format.ts");
      expect([fresh.formatPrice(1350), fresh.formatCentavos(135_000), fresh.formatLongDate("2025-03-15")]).toEqual([
        "$1,350.00 MXN",
        "$1,350.00 MXN",
        "15 de marzo de 2025",
      ]);
      expect(made).toEqual([]);
      fresh.formatMexicoCity(new Date());
      fresh.formatMexicoCity(new Date());
      expect(made).toEqual(["DateTimeFormat"]);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
  });
});
