// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateBadge } from "./DateBadge";
import { parseEventDate } from "./parseEventDate";

const MONTHS = [
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

describe("DateBadge", () => {
  it("shows the day, the Spanish month abbreviation and the year of the date found in the description", () => {
    render(<DateBadge date={parseEventDate("Presentación del libro el 15 de marzo de 2025 en Colima")} />);
    const badge = screen.getByTestId("date-badge");
    expect(screen.getByText("15")).toBeTruthy();
    expect(screen.getByText("MAR")).toBeTruthy();
    expect(screen.getByText("2025")).toBeTruthy();
    expect(badge.getAttribute("datetime")).toBe("2025-03-15");
    // Screen readers hear the whole date instead of the three pieces.
    expect(screen.getByText("15 de marzo de 2025")).toBeTruthy();
    expect(screen.queryByText("Sin fecha")).toBeNull();
  });

  it("uses ENE..DIC for the twelve months", () => {
    const shown = MONTHS.map((name) => {
      const { unmount } = render(<DateBadge date={parseEventDate(`3 de ${name} de 2024`)} />);
      const text = screen.getByTestId("date-badge").querySelector(".date-badge__month")?.textContent;
      unmount();
      return text;
    });
    expect(shown).toEqual(["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]);
  });

  it("falls back to the icon labelled 'Sin fecha' when the description holds no date", () => {
    render(<DateBadge date={parseEventDate("Taller de telar de cintura")} />);
    const badge = screen.getByTestId("date-badge");
    expect(badge.textContent).toBe("Sin fecha");
    expect(badge.querySelector("svg")).not.toBeNull();
    expect(badge.tagName).not.toBe("TIME");
  });
});
