import { describe, expect, it } from "vitest";
import { isoDate, parseEventDate } from "./parseEventDate";

describe("parseEventDate", () => {
  it("reads '15 de marzo de 2025' inside a sentence", () => {
    expect(parseEventDate("Presentación del libro el 15 de marzo de 2025 en la Casa de la Cultura")).toEqual({
      day: 15,
      month: 3,
      monthAbbreviation: "MAR",
      year: 2025,
    });
  });

  it("accepts a capitalised month and no 'de' before the year", () => {
    expect(parseEventDate("Taller: 3 de Agosto 2024")).toEqual({
      day: 3,
      month: 8,
      monthAbbreviation: "AGO",
      year: 2024,
    });
  });

  it("accepts 'del', a comma, º and 'setiembre'", () => {
    expect(parseEventDate("1º de enero del 2026")?.monthAbbreviation).toBe("ENE");
    expect(parseEventDate("9 de diciembre, 2023")).toMatchObject({ day: 9, monthAbbreviation: "DIC", year: 2023 });
    expect(parseEventDate("30 de setiembre de 2024")).toMatchObject({ day: 30, month: 9, monthAbbreviation: "SEP" });
  });

  it("gives every month its three-letter Spanish abbreviation", () => {
    const months = [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ];
    expect(months.map((name) => parseEventDate(`1 de ${name} de 2024`)?.monthAbbreviation)).toEqual([
      "ENE",
      "FEB",
      "MAR",
      "ABR",
      "MAY",
      "JUN",
      "JUL",
      "AGO",
      "SEP",
      "OCT",
      "NOV",
      "DIC",
    ]);
  });

  it("finds no date in text without one, an empty or missing description, or an impossible day", () => {
    expect(parseEventDate("Charla sobre telar de cintura")).toBeNull();
    expect(parseEventDate("")).toBeNull();
    expect(parseEventDate(null)).toBeNull();
    expect(parseEventDate("31 de febrero de 2025")).toBeNull();
    expect(parseEventDate("0 de mayo de 2025")).toBeNull();
    expect(parseEventDate("marzo de 2025")).toBeNull();
  });

  it("does not take the end of a longer number as the day", () => {
    expect(parseEventDate("Sala 115 de marzo de 2025")).toBeNull();
  });

  it("formats the date for <time dateTime>", () => {
    expect(isoDate({ day: 3, month: 8, monthAbbreviation: "AGO", year: 2024 })).toBe("2024-08-03");
  });
});
