import { describe, expect, it } from "vitest";
import reducer, { loginFailure, loginSuccess, logout, sessionChecked, setUser, type AuthState } from "./authSlice";
import type { User } from "./types";

const admin: User = { id: 1, nombre: "Ana Admin", email: "ana@ejemplo.mx", rol: 1 };
const visitor: AuthState = { user: null, isAuthenticated: false, ready: false };
const signedIn: AuthState = { user: admin, isAuthenticated: true, ready: true };

describe("authSlice", () => {
  it("starts as a visitor whose session has not been checked", () => {
    expect(reducer(undefined, { type: "init" })).toEqual(visitor);
  });

  it("stores the user on login success and on set-user", () => {
    expect(reducer(visitor, loginSuccess(admin))).toEqual({ user: admin, isAuthenticated: true, ready: false });
    expect(reducer(visitor, setUser(admin)).user).toEqual(admin);
  });

  it("resets the user to null on login failure and on logout", () => {
    expect(reducer(signedIn, loginFailure())).toEqual({ user: null, isAuthenticated: false, ready: true });
    expect(reducer(signedIn, logout())).toEqual({ user: null, isAuthenticated: false, ready: true });
  });

  it("marks the check ready with the user found, or none", () => {
    expect(reducer(visitor, sessionChecked({ user: admin }))).toEqual({ user: admin, isAuthenticated: true, ready: true });
    expect(reducer(signedIn, sessionChecked({ user: null }))).toEqual({ user: null, isAuthenticated: false, ready: true });
  });
});
