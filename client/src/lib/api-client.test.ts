import { describe, expect, it } from "vitest";
import { apiPath } from "./api-client";

describe("apiPath", () => {
  it("keeps each parameter one segment of the path", () => {
    expect(apiPath`/book/${12}`).toBe("/book/12");
    expect(apiPath`/book/${"../../mail/messages"}`).toBe("/book/..%2F..%2Fmail%2Fmessages");
    expect(apiPath`/legal-pages/${"terminos?x=1#y"}/z`).toBe("/legal-pages/terminos%3Fx%3D1%23y/z");
    expect(apiPath`/favoritos/${3}/${4}`).toBe("/favoritos/3/4");
  });

  it.each(["", ".", ".."])("refuses %j, which would drop the segment or climb a level", (value) => {
    expect(() => apiPath`/book/${value}`).toThrow(/Parámetro no válido/);
  });
});
