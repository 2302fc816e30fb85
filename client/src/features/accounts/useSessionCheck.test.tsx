// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "@/app/store";
import { fakeApi, fakeToken } from "@/test/fake-api";
import { renderApp } from "@/test/render";
import type { User } from "./types";
import { useSessionCheck } from "./useSessionCheck";

function SessionProbe() {
  useSessionCheck();
  return null;
}

const lector: User = { id: 7, nombre: "Lucía Reader", email: "lucia@ejemplo.mx", rol: 2 };
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** What an earlier visit left in the browser. */
function storePreviousVisit(token: string) {
  localStorage.setItem("token", token);
  localStorage.setItem("authState", JSON.stringify({ user: lector, isAuthenticated: true }));
  localStorage.setItem("cartItems", JSON.stringify({ "1": 2 }));
  localStorage.setItem("orders", JSON.stringify([{ id: "ORD-1" }]));
  localStorage.setItem("user", JSON.stringify(lector));
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useSessionCheck", () => {
  it("treats a browser without a token as a visitor and marks the check ready", async () => {
    const server = fakeApi({});
    const { store } = renderApp(<SessionProbe />);
    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(store.getState().session.user).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("forgets everything stored for an expired session and logs out", async () => {
    const server = fakeApi({});
    storePreviousVisit(fakeToken({ id: 7, rol: 2, exp: Math.floor(Date.now() / 1000) - 60 }));
    const store = createStore();
    expect(store.getState().session.user).toEqual(lector); // restored from authState before the check

    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().cart.items).toEqual({});
    for (const key of ["token", "cartItems", "orders", "user"]) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem("authState")).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("logs out when the token cannot be read", async () => {
    const server = fakeApi({});
    storePreviousVisit("esto-no-es-un-token");
    const store = createStore();
    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it("asks GET /api/usuarios/{id} with the bearer token and signs the user in", async () => {
    const token = fakeToken({ id: 7, rol: 2, exp: inOneHour() });
    localStorage.setItem("token", token);
    const server = fakeApi({ "GET /usuarios/7": { data: lector } });

    const { store } = renderApp(<SessionProbe />);

    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(server.requests).toEqual([expect.objectContaining({ method: "GET", url: "/usuarios/7", authorization: `Bearer ${token}` })]);
    expect(store.getState().session).toMatchObject({ user: lector, status: "succeeded" });
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(lector);
    expect(localStorage.getItem("token")).toBe(token);
  });

  it("logs out when another tab removes the token", async () => {
    localStorage.setItem("token", fakeToken({ id: 7, rol: 2, exp: inOneHour() }));
    fakeApi({ "GET /usuarios/7": { data: lector } });
    const { store } = renderApp(<SessionProbe />);
    await waitFor(() => expect(store.getState().session.user).toEqual(lector));

    localStorage.removeItem("token");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    });

    await waitFor(() => expect(store.getState().session).toMatchObject({ user: null, ready: true }));
  });

  it("signs out when the user lookup answers 401", async () => {
    storePreviousVisit(fakeToken({ id: 7, rol: 2, exp: inOneHour() }));
    const server = fakeApi({ "GET /usuarios/7": { status: 401, data: { message: "Sesión no válida" } } });
    const store = createStore();
    expect(store.getState().session.user).toEqual(lector);

    renderApp(<SessionProbe />, { store });

    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(server.requests).toHaveLength(1);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session).toMatchObject({ user: null, status: "failed", error: "Sesión no válida" });
    for (const key of ["token", "authState", "cartItems", "orders", "user"]) expect(localStorage.getItem(key)).toBeNull();
  });

  it("treats any other failed lookup as a visitor for now and keeps the token", async () => {
    const token = fakeToken({ id: 7, rol: 2, exp: inOneHour() });
    storePreviousVisit(token);
    fakeApi({ "GET /usuarios/7": { status: 500 } });
    const { store } = renderApp(<SessionProbe />);

    await waitFor(() => expect(store.getState().session.ready).toBe(true));
    expect(store.getState().session).toMatchObject({ user: null, status: "failed", error: "Error al obtener usuario" });
    expect(localStorage.getItem("token")).toBe(token);
  });
});
