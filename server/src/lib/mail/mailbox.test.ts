import { describe, expect, it } from "vitest";
import { mailbox } from "./mailbox.ts";

describe("mailbox", () => {
  it.each([
    ["Buzon@Ejemplo.mx", "buzon@ejemplo.mx"],
    ["buzon+1@ejemplo.mx", "buzon@ejemplo.mx"],
    ["buzon+a+b@ejemplo.mx", "buzon@ejemplo.mx"],
    ["bu.zon@ejemplo.mx", "bu.zon@ejemplo.mx"],
    ["Bu.Zon+x@Gmail.com", "buzon@gmail.com"],
    ["b.u.z.o.n@googlemail.com", "buzon@gmail.com"],
  ])("%s counts as %s", (address, expected) => {
    expect(mailbox(address)).toBe(expected);
  });
});
