// What the server said about the signed-in person (name, e-mail, role), fetched for the stored token, and the thunks
// that sign in, check, sign out and delete the account, for readers and administrators alike. Who is signed in is
// the token's to say (session.ts); this slice is never stored in the browser.
import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { apiErrorMessage, isApiError } from "@/lib/api-client";
import { decodeToken, getToken, removeToken, setToken } from "@/lib/token";
import { clearCart } from "@/features/orders";
import { deleteUser, getUser, login, postPasswordChange, resetPassword } from "./api";
import { forgetSession, readSession, removeLegacyKeys } from "./session";
import { ROLE_ADMIN, type SessionDispatch, type SessionRoot, type SessionState, type User } from "./types";

export type { SessionState };

const initialState: SessionState = { user: null };

/** Fetches the user named by the stored token; an answer of 401 (the token no longer counts) signs out. */
export const fetchCurrentUser = createAsyncThunk<User, void, { dispatch: SessionDispatch; rejectValue: string }>(
  "session/fetchCurrentUser",
  async (_, { dispatch, rejectWithValue }) => {
    const session = readSession();
    if (!session) return rejectWithValue("No token válido");
    try {
      return await getUser(session.id);
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
export const signIn = createAsyncThunk<
  User,
  { email: string; password: string; adminOnly?: boolean },
  { rejectValue: string }
>("session/signIn", async ({ email, password, adminOnly = false }, { rejectWithValue }) => {
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
});

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    /** No user; signOut also forgets what the browser stored. */
    signedOut: () => initialState,
    /** The account a new password was just set for (its token already stored). */
    signedIn: (state, action: { payload: User }) => {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.fulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addCase(fetchCurrentUser.rejected, (state) => {
        state.user = null;
      });
  },
});

const { signedOut, signedIn } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Logout: no user, an empty cart, and the browser forgets the token (and the keys earlier versions left). */
export const signOut = () => (dispatch: SessionDispatch) => {
  dispatch(signedOut());
  dispatch(clearCart());
  forgetSession();
};

/**
 * The session check (on load and whenever the token changes): no token is a visitor; an expired or unreadable token
 * signs out; a token whose account the store already holds needs nothing; otherwise the account is fetched by the
 * token's id.
 */
export const checkSession = () => async (dispatch: SessionDispatch, getState: () => SessionRoot) => {
  removeLegacyKeys();
  const token = getToken();
  const session = readSession(token);
  const { user } = getState().session;
  if (!token) {
    if (user) dispatch(signOut()); // signed out in another tab, or by a 401
  } else if (!session) {
    dispatch(signOut());
  } else if (user?.id !== session.id) {
    await dispatch(fetchCurrentUser());
  }
};

/** Changes the password; the server ends every other session and answers a fresh token, which replaces this one's. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const { message, token } = await postPasswordChange(currentPassword, newPassword);
  setToken(token);
  return message;
}

/** Sets the new password with the e-mailed link's token; the server's answer signs the reader in. Resolves to its message. */
export const resetPasswordAndSignIn = (token: string, password: string) => async (dispatch: SessionDispatch) => {
  const answer = await resetPassword(token, password);
  setToken(answer.token);
  dispatch(signedIn(answer.user));
  return answer.message;
};

/** Deletes the account (the server refuses the last administrator), then signs out. */
export const deleteAccount = (id: number) => async (dispatch: SessionDispatch) => {
  await deleteUser(id);
  dispatch(signOut());
};
