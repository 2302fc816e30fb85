import { describe, expect, it } from "vitest";
import { parseDayMonthYear, publishedNote, toDayMonthYear, wholeMonthsSince } from "./dates";

describe("parseDayMonthYear", () => {
  it("reads day/month/year and answers ISO", () => {
    expect(parseDayMonthYear("25/12/2024")).toBe("2024-12-25T00:00:00.000Z");
    expect(parseDayMonthYear(" 3/4/2021 ")).toBe("2021-04-03T00:00:00.000Z");
  });

  it("refuses text that is not a real day", () => {
    expect(parseDayMonthYear("31/02/2024")).toBeNull();
    expect(parseDayMonthYear("12/13/2024")).toBeNull();
    expect(parseDayMonthYear("2024-12-25")).toBeNull();
    expect(parseDayMonthYear("")).toBeNull();
  });

  it("round-trips with toDayMonthYear", () => {
    expect(toDayMonthYear(parseDayMonthYear("01/02/2023"))).toBe("01/02/2023");
    expect(toDayMonthYear(null)).toBe("");
    expect(toDayMonthYear("no es fecha")).toBe("");
  });
});

describe("publication age", () => {
  const now = new Date("2025-03-15T12:00:00Z");

  it("counts whole months only", () => {
    expect(wholeMonthsSince("2025-02-16T00:00:00Z", now)).toBe(0);
    expect(wholeMonthsSince("2025-02-15T00:00:00Z", now)).toBe(1);
    expect(wholeMonthsSince("2024-03-15T00:00:00Z", now)).toBe(12);
    expect(wholeMonthsSince("2026-01-01T00:00:00Z", now)).toBe(0);
  });

  it("shows the note from one month on, singular and plural", () => {
    expect(publishedNote("2025-03-01T00:00:00Z", now)).toBeNull();
    expect(publishedNote("2025-02-10T00:00:00Z", now)).toBe("El libro lleva 1 mes publicado");
    expect(publishedNote("2024-12-10T00:00:00Z", now)).toBe("El libro lleva 3 meses publicado");
    expect(publishedNote(null, now)).toBeNull();
  });
});
