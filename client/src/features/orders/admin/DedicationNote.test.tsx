// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Order } from "@autora/common/contract/orders.ts";
import { DedicationNote } from "./DedicationNote";

const order = {
  dedicatoria: { nombre: "Para mi mamá", mensaje: "Con cariño", hechaEn: null, porDedicar: true },
} as unknown as Order;

describe("the dedication on the author's order card", () => {
  it('writes the name after "Dedicatoria:", as typed', () => {
    render(<DedicationNote order={order} disabled={false} onDone={() => {}} />);
    expect(screen.getByText("Para mi mamá").parentElement?.textContent).toBe("Dedicatoria: Para mi mamá");
    expect(screen.queryByText(/Para:/)).toBeNull();
    expect(screen.getByRole("button", { name: "Ya lo dediqué" })).toBeTruthy();
  });
});
