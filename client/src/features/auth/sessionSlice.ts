// The current user, fetched with the stored token: idle -> loading -> succeeded | failed.
import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { api, apiErrorMessage } from "../../lib/api-client";
import { clearStoredSession, STORAGE_KEYS, writeJson } from "../../lib/browser-storage";
import { decodeToken } from "../../lib/token";
import type { User } from "./types";

export interface SessionState {
  user: User | null;
  status: "idle" | "loading" | "succeeded" | "failed";
  error: string | null;
}

const initialState: SessionState = { user: null, status: "idle", error: null };

export const fetchCurrentUser = createAsyncThunk<User, void, { rejectValue: string }>("session/fetchCurrentUser", async (_, { rejectWithValue }) => {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const claims = token ? decodeToken(token) : null;
  if (!claims) return rejectWithValue("No token válido");
  try {
    const { data } = await api.get<User>(`/usuarios/${claims.id}`);
    writeJson(STORAGE_KEYS.user, data);
    return data;
  } catch (error) {
    return rejectWithValue(apiErrorMessage(error, "Error al obtener usuario"));
  }
});

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    /** back to idle; the caller also forgets the stored session (see clearSession) */
    userCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
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

export const { userCleared } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Clearing the user resets it to idle and removes token, authState, cartItems, orders and user. */
export { clearStoredSession };
