// The auth feature's public surface: other features and the app import it from here only.
export { getUser, register, resetPassword, requestPasswordReset, fetchMyData } from "./api";
export { default as sessionReducer, loadSessionState, saveSessionState, changePassword, deleteAccount, signOut, storedAdminClaims, forgetStoredUser, signIn, forgetStoredSession } from "./sessionSlice";
export { ROLE_ADMIN, ROLE_READER } from "./types";
export type { User } from "./types";
export { useSessionCheck } from "./useSessionCheck";
