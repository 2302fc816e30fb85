// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INVALID_NEWSLETTER_LINK } from "@autora/common/contract/newsletter.ts";
import { renderRoutes } from "@/test/render";
import { fakeApi } from "@/test/fake-api";
import ConfirmSubscriptionPage, { loader } from "./ConfirmSubscriptionPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const route = { path: "/newsletter/confirm", element: <ConfirmSubscriptionPage />, loader };

describe("ConfirmSubscriptionPage", () => {
  it("confirms with the link's token and says so", async () => {
    const token = "a".repeat(32);
    const server = fakeApi({
      "POST /newsletter/confirm": () => ({ data: { message: "¡Listo! Tu suscripción está confirmada." } }),
    });
    renderRoutes([route], { path: `/newsletter/confirm?token=${token}` });
    await screen.findByText("¡Listo! Tu suscripción está confirmada.");
    expect(server.requests.map((request) => request.body)).toEqual([{ token }]);
  });

  it("says the link is not valid without asking the server when the link has no token", async () => {
    const server = fakeApi({});
    renderRoutes([route], { path: "/newsletter/confirm" });
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID_NEWSLETTER_LINK);
    expect(server.requests).toEqual([]);
  });
});
