// @vitest-environment jsdom
import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { fakeApi, fakeToken } from "../../test/fake-api";
import reducer, { fetchCurrentUser, userCleared, type SessionState } from "./sessionSlice";
import type { User } from "./types";

const lector: User = { id: 4, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };
const idle: SessionState = { user: null, status: "idle", error: null };
const newSessionStore = () => configureStore({ reducer: { session: reducer } });

describe("sessionSlice reducer", () => {
  it("goes idle -> loading -> succeeded with the user", () => {
    const loading = reducer(idle, fetchCurrentUser.pending("req"));
    expect(loading).toEqual({ user: null, status: "loading", error: null });
    expect(reducer(loading, fetchCurrentUser.fulfilled(lector, "req"))).toEqual({ user: lector, status: "succeeded", error: null });
  });

  it("clears the user and keeps the error when the lookup fails", () => {
    const succeeded: SessionState = { user: lector, status: "succeeded", error: null };
    expect(reducer(succeeded, fetchCurrentUser.rejected(null, "req", undefined, "No token válido"))).toEqual({ user: null, status: "failed", error: "No token válido" });
    expect(reducer(succeeded, fetchCurrentUser.rejected(new Error("x"), "req")).error).toBe("Error al obtener usuario");
  });

  it("goes back to idle when the user is cleared", () => {
    expect(reducer({ user: lector, status: "failed", error: "x" }, userCleared())).toEqual(idle);
  });
});

describe("fetchCurrentUser", () => {
  it("refuses without a readable token: 'No token válido' and no call", async () => {
    const server = fakeApi({});
    const store = newSessionStore();
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().session).toEqual({ user: null, status: "failed", error: "No token válido" });

    localStorage.setItem("token", "roto");
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().session.error).toBe("No token válido");
    expect(server.requests).toEqual([]);
  });

  it("says 'Error al obtener usuario' when the server gives no message", async () => {
    localStorage.setItem("token", fakeToken({ id: 4, rol: 2, exp: Math.floor(Date.now() / 1000) + 60 }));
    const server = fakeApi({ "GET /usuarios/4": { status: 500 } });
    const store = newSessionStore();
    await store.dispatch(fetchCurrentUser());
    expect(server.requests.map((r) => r.url)).toEqual(["/usuarios/4"]);
    expect(store.getState().session).toEqual({ user: null, status: "failed", error: "Error al obtener usuario" });
  });
});
