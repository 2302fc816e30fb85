// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createStore } from "@/app/store";
import { addToCart } from "@/features/orders/cart/cartSlice";
import { fakeApi, fakeToken } from "@/test/fake-api";
import reducer, {
  changePassword,
  deleteAccount,
  fetchCurrentUser,
  signIn,
  signOut,
  type SessionState,
} from "./sessionSlice";
import type { User } from "./types";

const lector: User = { id: 4, nombre: "Rosa Lectora", email: "rosa@ejemplo.mx", rol: 2 };
const admin: User = { id: 1, nombre: "Ana Admin", email: "ana@ejemplo.mx", rol: 1 };
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const readerToken = () => fakeToken({ id: 4, rol: 2, exp: inOneHour() });
const adminToken = () => fakeToken({ id: 1, rol: 1, exp: inOneHour() });
const visitor: SessionState = { user: null };

/** A store whose reader is signed in (the server has answered who she is), with a book in the cart; an earlier
 * version of the site left its keys (authState, user, orders) in this browser. */
function signedInStore(token = readerToken()) {
  localStorage.setItem("token", token);
  localStorage.setItem("authState", JSON.stringify({ user: lector, isAuthenticated: true }));
  localStorage.setItem("user", JSON.stringify(lector));
  localStorage.setItem("orders", JSON.stringify([{ id: "ORD-1" }]));
  const store = createStore();
  store.dispatch(fetchCurrentUser.fulfilled(lector, "req"));
  store.dispatch(addToCart(3));
  return store;
}

describe("session reducer", () => {
  it("keeps the user the lookup answers", () => {
    expect(reducer(visitor, fetchCurrentUser.fulfilled(lector, "req"))).toEqual({ user: lector });
  });

  it("clears the user when the lookup fails", () => {
    expect(reducer({ user: lector }, fetchCurrentUser.rejected(null, "req", undefined, "No token válido"))).toEqual(
      visitor,
    );
  });
});

describe("the store's session", () => {
  it("starts empty, whatever an earlier version left under authState: the session check asks the server", () => {
    localStorage.setItem("token", readerToken());
    localStorage.setItem("authState", JSON.stringify({ user: lector, isAuthenticated: true }));
    expect(createStore().getState().session).toEqual(visitor);
  });

  it("is never written to the browser's storage", () => {
    const store = signedInStore();
    localStorage.removeItem("authState");
    localStorage.removeItem("user");
    store.dispatch(fetchCurrentUser.fulfilled(admin, "req"));
    expect(localStorage.getItem("authState")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });
});

describe("signIn", () => {
  it("stores the token, and the user in the store only, on success", async () => {
    const token = readerToken();
    const server = fakeApi({ "POST /usuarios/login": { data: { token, user: lector } } });
    const store = createStore();

    await store.dispatch(signIn({ email: "rosa@ejemplo.mx", password: "secreta-123" })).unwrap();

    expect(server.requests[0].body).toEqual({ email: "rosa@ejemplo.mx", password: "secreta-123" });
    expect(localStorage.getItem("token")).toBe(token);
    expect(store.getState().session).toEqual({ user: lector });
    expect(localStorage.getItem("authState")).toBeNull();
  });

  it("fails with the server's message, else 'Credenciales incorrectas', and signs nobody in", async () => {
    fakeApi({ "POST /usuarios/login": { status: 401, data: { message: "Correo o contraseña incorrectos" } } });
    const store = createStore();
    await expect(store.dispatch(signIn({ email: "x@ejemplo.mx", password: "mala" })).unwrap()).rejects.toBe(
      "Correo o contraseña incorrectos",
    );
    fakeApi({ "POST /usuarios/login": { status: 500 } });
    await expect(store.dispatch(signIn({ email: "x@ejemplo.mx", password: "mala" })).unwrap()).rejects.toBe(
      "Credenciales incorrectas",
    );
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("adminOnly: lets an administrator in, refuses anyone else with 'No tienes acceso' and drops the stored token", async () => {
    fakeApi({ "POST /usuarios/login": { data: { token: adminToken(), user: admin } } });
    const store = createStore();
    await store.dispatch(signIn({ email: "ana@ejemplo.mx", password: "secreta-123", adminOnly: true })).unwrap();
    expect(store.getState().session.user).toEqual(admin);

    const readerStore = signedInStore();
    fakeApi({ "POST /usuarios/login": { data: { token: readerToken(), user: lector } } });
    await expect(
      readerStore.dispatch(signIn({ email: "rosa@ejemplo.mx", password: "secreta-123", adminOnly: true })).unwrap(),
    ).rejects.toBe("No tienes acceso");
    expect(localStorage.getItem("token")).toBeNull();

    localStorage.setItem("token", readerToken());
    fakeApi({ "POST /usuarios/login": { status: 401, data: { message: "Credenciales incorrectas" } } });
    await expect(
      readerStore.dispatch(signIn({ email: "rosa@ejemplo.mx", password: "mala", adminOnly: true })).unwrap(),
    ).rejects.toBe("Credenciales incorrectas");
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("signOut", () => {
  it("clears the user and the cart and forgets the token, cartItems and the legacy authState, orders and user", () => {
    const store = signedInStore();
    expect(localStorage.getItem("cartItems")).not.toBeNull();

    store.dispatch(signOut());

    expect(store.getState().session).toEqual(visitor);
    expect(store.getState().cart.items).toEqual({});
    for (const key of ["token", "authState", "cartItems", "orders", "user"])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

describe("deleteAccount", () => {
  it("deletes the account with the bearer token, then signs out", async () => {
    const token = readerToken();
    const store = signedInStore(token);
    const server = fakeApi({ "DELETE /usuarios/4": { status: 204 } });

    await store.dispatch(deleteAccount(4));

    expect(server.requests).toEqual([
      expect.objectContaining({ method: "DELETE", url: "/usuarios/4", authorization: `Bearer ${token}` }),
    ]);
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("stays signed in when the server refuses", async () => {
    const store = signedInStore();
    fakeApi({ "DELETE /usuarios/4": { status: 400, data: { message: "No puedes eliminar al último administrador" } } });
    await expect(store.dispatch(deleteAccount(4))).rejects.toThrow();
    expect(store.getState().session.user).toEqual(lector);
    expect(localStorage.getItem("token")).not.toBeNull();
  });
});

describe("changePassword", () => {
  it("replaces the stored token with the fresh one the server answers", async () => {
    signedInStore();
    const fresh = readerToken() + "x";
    fakeApi({ "POST /usuarios/cambiar-contrasena": { data: { message: "Contraseña actualizada", token: fresh } } });
    await expect(changePassword("vieja-123", "nueva-1234")).resolves.toBe("Contraseña actualizada");
    expect(localStorage.getItem("token")).toBe(fresh);
  });
});

describe("fetchCurrentUser", () => {
  it("refuses without a readable token: 'No token válido' and no call", async () => {
    const server = fakeApi({});
    const store = createStore();
    await expect(store.dispatch(fetchCurrentUser()).unwrap()).rejects.toBe("No token válido");
    expect(store.getState().session).toEqual(visitor);

    localStorage.setItem("token", "roto");
    await expect(store.dispatch(fetchCurrentUser()).unwrap()).rejects.toBe("No token válido");
    expect(server.requests).toEqual([]);
  });

  it("signs out when the server answers 401 (the token no longer counts)", async () => {
    const store = signedInStore();
    fakeApi({ "GET /usuarios/4": { status: 401, data: { message: "Sesión no válida" } } });
    await expect(store.dispatch(fetchCurrentUser()).unwrap()).rejects.toBe("Sesión no válida");
    expect(store.getState().session).toEqual(visitor);
    expect(store.getState().cart.items).toEqual({});
    for (const key of ["token", "authState", "user"]) expect(localStorage.getItem(key)).toBeNull();
  });

  it("keeps the token on any other failure, and says 'Error al obtener usuario' when the server gives no message", async () => {
    const token = readerToken();
    const store = signedInStore(token);
    const server = fakeApi({ "GET /usuarios/4": { status: 500 } });
    await expect(store.dispatch(fetchCurrentUser()).unwrap()).rejects.toBe("Error al obtener usuario");
    expect(server.requests.map((r) => r.url)).toEqual(["/usuarios/4"]);
    expect(store.getState().session).toEqual(visitor);
    expect(localStorage.getItem("token")).toBe(token);
  });
});
