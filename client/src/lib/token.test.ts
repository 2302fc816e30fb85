// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fakeToken } from "@/test/fake-api";
import { decodeToken, getToken, isExpired, removeToken, setToken, subscribeToToken } from "./token";

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe("token", () => {
  it("keeps the token under the key 'token'", () => {
    setToken("abc");
    expect(localStorage.getItem("token")).toBe("abc");
    expect(getToken()).toBe("abc");
    removeToken();
    expect(getToken()).toBeNull();
  });

  it("reads id, rol and exp; an unreadable token has no claims", () => {
    const exp = inOneHour();
    expect(decodeToken(fakeToken({ id: 3, rol: 1, exp }))).toEqual({ id: 3, rol: 1, exp });
    expect(decodeToken("no-es-un-token")).toBeNull();
    expect(decodeToken(fakeToken({ rol: 1, exp }))).toBeNull();
  });

  it("compares exp (seconds) with the time in milliseconds", () => {
    expect(isExpired({ id: 1, rol: 2, exp: 100 }, 100_000)).toBe(false);
    expect(isExpired({ id: 1, rol: 2, exp: 100 }, 100_001)).toBe(true);
  });

  it("tells its subscribers when the token is set or removed here, or changed in another tab", () => {
    let calls = 0;
    const unsubscribe = subscribeToToken(() => (calls += 1));
    setToken("abc");
    removeToken();
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "cartItems" })); // not the token
    expect(calls).toBe(3);
    unsubscribe();
    setToken("def");
    expect(calls).toBe(3);
  });
});
