// The accounts feature's public surface: other features and the app import it from here only.
export { getUser, register, requestPasswordReset, fetchMyData, getAdministrators } from "./api";
export {
  default as sessionReducer,
  changePassword,
  deleteAccount,
  resetPasswordAndSignIn,
  signOut,
  signIn,
} from "./sessionSlice";
export {
  readSession,
  adminSession,
  useSession,
  useAccount,
  useNoLongerAdmin,
  forgetSession,
  adminLoginPath,
  loginPath,
  returnPathAfterLogin,
} from "./session";
export type { Session } from "./session";
export { ROLE_ADMIN, ROLE_READER } from "./types";
export type { User } from "./types";
export { useSessionCheck } from "./useSessionCheck";
