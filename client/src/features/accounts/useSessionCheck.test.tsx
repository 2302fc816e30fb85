// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createStore } from "@/app/store";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import { signIn } from "./sessionSlice";
import type { User } from "./types";
import { useSessionCheck } from "./useSessionCheck";

function SessionProbe() {
  useSessionCheck();
  return null;
}

const lector: User = { id: 7, nombre: "Lucía Reader", email: "lucia@ejemplo.mx", rol: 2 };
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const LEGACY = ["authState", "orders", "user"];
/** Lets the check's pending work (a timer, a request's answer) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** What an earlier visit left in the browser, with the keys earlier versions of the site wrote and never read. */
function storePreviousVisit(token: string) {
  localStorage.setItem("token", token);
  localStorage.setItem("authState", JSON.stringify({ user: lector, isAuthenticated: true }));
  localStorage.setItem("cartItems", JSON.stringify({ "1": 2 }));
  localStorage.setItem("orders", JSON.stringify([{ id: "ORD-1" }]));
  localStorage.setItem("user", JSON.stringify(lector));
}

describe("useSessionCheck", () => {
  it("treats a browser without a token as a visitor, without asking the server", async () => {
    const server = fakeApi({});
    const { store } = renderApp(<SessionProbe />);
    await settle();
    expect(store.getState().session.user).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("forgets everything stored for an expired session, and the legacy keys", async () => {
    const server = fakeApi({});
    storePreviousVisit(fakeToken({ id: 7, rol: 2, exp: Math.floor(Date.now() / 1000) - 60 }));
    const store = createStore();
    expect(store.getState().cart.items).toEqual({ "1": 2 });

    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(store.getState().cart.items).toEqual({}));
    expect(store.getState().session.user).toBeNull();
    for (const key of ["token", "cartItems", ...LEGACY]) expect(localStorage.getItem(key), key).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("logs out when the token cannot be read", async () => {
    const server = fakeApi({});
    storePreviousVisit("esto-no-es-un-token");
    const store = createStore();
    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(store.getState().session.user).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("asks GET /api/usuarios/{id} with the bearer token, keeps the answer in the store only, and cleans the legacy keys", async () => {
    const token = fakeToken({ id: 7, rol: 2, exp: inOneHour() });
    storePreviousVisit(token);
    const server = fakeApi({ "GET /usuarios/7": { data: lector } });

    const { store } = renderApp(<SessionProbe />);

    await waitFor(() => expect(store.getState().session.user).toEqual(lector));
    expect(server.requests).toEqual([
      expect.objectContaining({ method: "GET", url: "/usuarios/7", authorization: `Bearer ${token}` }),
    ]);
    for (const key of LEGACY) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem("token")).toBe(token);
    expect(localStorage.getItem("cartItems")).not.toBeNull();
  });

  it("signs out when another tab removes the token", async () => {
    localStorage.setItem("token", fakeToken({ id: 7, rol: 2, exp: inOneHour() }));
    fakeApi({ "GET /usuarios/7": { data: lector } });
    const { store } = renderApp(<SessionProbe />);
    await waitFor(() => expect(store.getState().session.user).toEqual(lector));

    localStorage.removeItem("token");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    });

    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });

  it("follows a sign-in in this tab without asking the server again who signed in", async () => {
    const token = fakeToken({ id: 7, rol: 2, exp: inOneHour() });
    const server = fakeApi({ "POST /usuarios/login": { data: { token, user: lector } } });
    const { store } = renderApp(<SessionProbe />);
    await settle();

    await act(() => store.dispatch(signIn({ email: lector.email, password: "secreto-123" })));
    await settle(); // the check after the token changed

    expect(store.getState().session.user).toEqual(lector);
    expect(server.requests.map((r) => r.url)).toEqual(["/usuarios/login"]);
  });

  it("signs out when the user lookup answers 401", async () => {
    storePreviousVisit(fakeToken({ id: 7, rol: 2, exp: inOneHour() }));
    const server = fakeApi({ "GET /usuarios/7": { status: 401, data: { message: "Sesión no válida" } } });
    const store = createStore();

    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(server.requests).toHaveLength(1);
    expect(store.getState().session.user).toBeNull();
    for (const key of ["token", "cartItems", ...LEGACY]) expect(localStorage.getItem(key), key).toBeNull();
  });

  it("treats any other failed lookup as a visitor for now and keeps the token", async () => {
    const token = fakeToken({ id: 7, rol: 2, exp: inOneHour() });
    storePreviousVisit(token);
    const server = fakeApi({ "GET /usuarios/7": { status: 500 } });
    const { store } = renderApp(<SessionProbe />);

    await waitFor(() => expect(server.requests).toHaveLength(1));
    await settle(); // the answer is handled
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem("token")).toBe(token);
  });
});
