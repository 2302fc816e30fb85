// Whether someone is signed in. Persisted under authState and restored on load.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { readJson, STORAGE_KEYS } from "../../lib/browser-storage";
import type { User } from "./types";

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** the session check has finished at least once */
  ready: boolean;
}

const initialState: AuthState = { user: null, isAuthenticated: false, ready: false };

export function loadAuthState(): AuthState {
  const stored = readJson<Partial<AuthState>>(STORAGE_KEYS.authState, {});
  return { ...initialState, user: stored.user ?? null, isAuthenticated: !!stored.isAuthenticated };
}

const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    loginSuccess(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isAuthenticated = true;
    },
    setUser(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    loginFailure(state) {
      state.user = null;
      state.isAuthenticated = false;
    },
    logout(state) {
      state.user = null;
      state.isAuthenticated = false;
    },
    sessionChecked(state, action: PayloadAction<{ user: User | null }>) {
      state.user = action.payload.user;
      state.isAuthenticated = !!action.payload.user;
      state.ready = true;
    },
  },
});

export const { loginSuccess, setUser, loginFailure, logout, sessionChecked } = authSlice.actions;
export default authSlice.reducer;
