// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeToken } from "@/test/fake-api";
import { setToken, removeToken } from "@/lib/token";
import {
  adminLoginPath,
  adminSession,
  forgetSession,
  loginPath,
  readSession,
  returnPathAfterLogin,
  useSession,
} from "./session";

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const token = (claims: Record<string, unknown>) => fakeToken({ exp: inOneHour(), ...claims });

describe("the session: the stored token says who is signed in", () => {
  it("reads the id and the role of a readable, unexpired token; anything else is a visitor", () => {
    expect(readSession()).toBeNull();
    setToken(token({ id: 3, rol: 2 }));
    expect(readSession()).toEqual({ id: 3, rol: 2, isAdmin: false });
    expect(adminSession()).toBeNull();
    setToken(token({ id: 1, rol: 1 }));
    expect(adminSession()).toEqual({ id: 1, rol: 1, isAdmin: true });
    setToken(token({ id: 1, rol: 1, exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(readSession()).toBeNull();
    expect(adminSession()).toBeNull();
    setToken("roto");
    expect(readSession()).toBeNull();
  });

  it("useSession follows the token as it is set and removed, here and in another tab", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => setToken(token({ id: 4, rol: 2 })));
    expect(result.current).toEqual({ id: 4, rol: 2, isAdmin: false });
    act(() => {
      localStorage.setItem("token", token({ id: 1, rol: 1 }));
      window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    });
    expect(result.current?.isAdmin).toBe(true);
    act(() => removeToken());
    expect(result.current).toBeNull();
  });

  it("forgetting the session removes the token, the cart and the keys earlier versions wrote", () => {
    for (const key of ["token", "cartItems", "authState", "user", "orders"]) localStorage.setItem(key, "x");
    localStorage.setItem("otra-cosa", "se queda");
    forgetSession();
    for (const key of ["token", "cartItems", "authState", "user", "orders"])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem("otra-cosa")).toBe("se queda");
  });
});

describe("the way back after signing in", () => {
  it("carries the admin page asked for to the admin sign-in page, and back", () => {
    expect(adminLoginPath("/admin/pedidos?estado=pendiente")).toBe(
      "/admin/login?volver=%2Fadmin%2Fpedidos%3Festado%3Dpendiente",
    );
    expect(returnPathAfterLogin("?volver=%2Fadmin%2Fpedidos%3Festado%3Dpendiente", "/admin/", "/admin/dashboard")).toBe(
      "/admin/pedidos?estado=pendiente",
    );
    expect(adminLoginPath("/admin/dashboard")).toBe("/admin/login"); // the panel is where she goes anyway
    expect(returnPathAfterLogin("", "/admin/", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(loginPath("/user")).toBe("/login?volver=%2Fuser");
    expect(returnPathAfterLogin("?volver=%2Fgallery", "/", "/")).toBe("/gallery");
  });

  it("never leads to another site, out of the admin area from its sign-in page, or back to a sign-in page", () => {
    for (const volver of [
      "https://otro.example/admin/x",
      "//otro.example/admin/x",
      "/\\otro.example",
      "/admin/login",
      "/admin/register?token=x",
      "/gallery",
      "javascript:alert(1)",
    ]) {
      expect(returnPathAfterLogin(`?volver=${encodeURIComponent(volver)}`, "/admin/", "/admin/dashboard"), volver).toBe(
        "/admin/dashboard",
      );
    }
    for (const volver of ["//otro.example", "/login", "/register", "https://otro.example"]) {
      expect(returnPathAfterLogin(`?volver=${encodeURIComponent(volver)}`, "/", "/"), volver).toBe("/");
    }
  });
});
