// The session: who is signed in (the current user) and the thunks that sign in, check, sign out and
// delete the account, for readers and administrators alike. lib/token.ts keeps the token; the user is persisted
// under authState (restored on load) and user.
import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { AppDispatch } from "@/app/hooks";
import { apiErrorMessage, isApiError } from "@/lib/api-client";
import { readJson, removeStored, STORAGE_KEYS, writeJson } from "@/lib/browser-storage";
import { decodeToken, getToken, isExpired, removeToken, setToken, storedClaims, type TokenClaims } from "@/lib/token";
import { clearCart } from "@/features/orders";
import { deleteUser, getUser, login, postPasswordChange } from "./api";
import { ROLE_ADMIN, type User } from "./types";

export interface SessionState {
  user: User | null;
  /** the lookup of the current user: idle -> loading -> succeeded | failed */
  status: "idle" | "loading" | "succeeded" | "failed";
  error: string | null;
  /** the session check has finished at least once */
  ready: boolean;
}

const initialState: SessionState = { user: null, status: "idle", error: null, ready: false };

/** The user an earlier visit left under authState, before the session check confirms it. */
export function loadSessionState(): SessionState {
  const stored = readJson<{ user?: User | null; isAuthenticated?: boolean }>(STORAGE_KEYS.authState, {});
  return { ...initialState, user: stored.isAuthenticated ? (stored.user ?? null) : null };
}

/** Keeps authState in step with the store; signed out, the stored copy is removed. */
export function saveSessionState({ user }: SessionState): void {
  if (user) writeJson(STORAGE_KEYS.authState, { user, isAuthenticated: true });
  else removeStored(STORAGE_KEYS.authState);
}

/** Opening the admin login page forgets the stored user, as the original site did. */
export const forgetStoredUser = () => removeStored(STORAGE_KEYS.user);

/** The stored token's claims when it is readable, unexpired and says rol 1; otherwise null. */
export function storedAdminClaims(): TokenClaims | null {
  const claims = storedClaims();
  return claims?.rol === ROLE_ADMIN ? claims : null;
}

/** Fetches the user named by the stored token; an answer of 401 (the token no longer counts) signs out. */
export const fetchCurrentUser = createAsyncThunk<User, void, { dispatch: AppDispatch; rejectValue: string }>(
  "session/fetchCurrentUser",
  async (_, { dispatch, rejectWithValue }) => {
    const claims = storedClaims();
    if (!claims) return rejectWithValue("No token válido");
    try {
      const user = await getUser(claims.id);
      writeJson(STORAGE_KEYS.user, user);
      return user;
    } catch (error) {
      if (isApiError(error) && error.response?.status === 401) dispatch(signOut());
      return rejectWithValue(apiErrorMessage(error, "Error al obtener usuario"));
    }
  },
);

/**
 * POST /usuarios/login; on success the token is stored and the user signed in. With `adminOnly` anyone but an
 * administrator is refused with 'No tienes acceso', and a refusal or a failure removes the stored token.
 */
export const signIn = createAsyncThunk<User, { email: string; password: string; adminOnly?: boolean }, { rejectValue: string }>(
  "session/signIn",
  async ({ email, password, adminOnly = false }, { rejectWithValue }) => {
    try {
      const { token, user } = await login(email, password);
      if (adminOnly && (user.rol !== ROLE_ADMIN || decodeToken(token)?.rol !== ROLE_ADMIN)) {
        removeToken();
        return rejectWithValue("No tienes acceso");
      }
      setToken(token);
      return user;
    } catch (error) {
      if (adminOnly) removeToken();
      return rejectWithValue(apiErrorMessage(error, "Credenciales incorrectas"));
    }
  },
);

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    /** Back to idle with no user; signOut also forgets what the browser stored. */
    signedOut(state) {
      return { ...initialState, ready: state.ready };
    },
    sessionChecked(state) {
      state.ready = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = "succeeded";
        state.error = null;
      })
      .addCase(fetchCurrentUser.pending, (state) => {
        state.status = "loading";
        state.error = null;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.status = "succeeded";
        state.user = action.payload;
      })
      .addCase(fetchCurrentUser.rejected, (state, action) => {
        state.status = "failed";
        state.user = null;
        state.error = action.payload ?? "Error al obtener usuario";
      });
  },
});

export const { signedOut, sessionChecked } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Forgets what this browser keeps of the session: token, authState, cartItems, orders and user. */
export function forgetStoredSession(): void {
  removeToken();
  for (const key of [STORAGE_KEYS.authState, STORAGE_KEYS.cartItems, STORAGE_KEYS.orders, STORAGE_KEYS.user]) removeStored(key);
}

/** Logout: resets the user to idle and forgets the stored session. */
export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(signedOut());
  dispatch(clearCart());
  forgetStoredSession();
};

/**
 * The session check on load: no token is a visitor; an expired or unreadable token signs out (and is logged);
 * otherwise the user is fetched by the token's id. The check is then marked ready.
 */
export const checkSession = () => async (dispatch: AppDispatch) => {
  const token = getToken();
  const claims = token ? decodeToken(token) : null;
  if (!token) {
    dispatch(signedOut());
  } else if (!claims || isExpired(claims)) {
    console.warn(claims ? "Sesión expirada" : "Token inválido");
    dispatch(signOut());
  } else {
    await dispatch(fetchCurrentUser());
  }
  dispatch(sessionChecked());
};

/** Changes the password; the server ends every other session and answers a fresh token, which replaces this one's. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const { message, token } = await postPasswordChange(currentPassword, newPassword);
  setToken(token);
  return message;
}

/** Deletes the account (the server refuses the last administrator), then signs out. */
export const deleteAccount = (id: number) => async (dispatch: AppDispatch) => {
  await deleteUser(id);
  dispatch(signOut());
};
