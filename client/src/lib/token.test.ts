// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fakeToken } from "@/test/fake-api";
import { decodeToken, getToken, isExpired, removeToken, setToken, storedClaims } from "./token";

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

  it("gives the stored token's claims only while it is readable and unexpired", () => {
    expect(storedClaims()).toBeNull();
    setToken(fakeToken({ id: 3, rol: 2, exp: inOneHour() }));
    expect(storedClaims()).toMatchObject({ id: 3, rol: 2 });
    setToken(fakeToken({ id: 3, rol: 2, exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(storedClaims()).toBeNull();
    setToken("roto");
    expect(storedClaims()).toBeNull();
  });
});
