// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

describe("addresses the site does not have", () => {
  it.each(["/test", "/test1", "/no-existe"])("%s shows the styled 404 page inside the site's layout", async (path) => {
    fakeApi({ "GET /site-content": { data: siteContent } });
    renderRoute(path);
    await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }, pageLoad);
    expect(screen.getByRole("link", { name: "Regresar al inicio" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Mariana Ruiz Cárdenas" })).toBeTruthy(); // the header is there
    await waitFor(() => expect(document.title).toBe("Página no encontrada · Mariana Ruiz Cárdenas"));
  });
});
