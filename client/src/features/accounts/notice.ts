// A message a page hands the next one through the navigation's state: "Tu cuenta se eliminó...", "Tu cuenta está
// lista...". It lives as long as that history entry; a reload keeps it, a new visit does not.
export interface NoticeState {
  notice: string;
}

export const withNotice = (notice: string): NoticeState => ({ notice });

/** The message in a location's state, if there is one. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<NoticeState> | null)?.notice;
  return typeof notice === "string" && notice ? notice : null;
}

/** After registering, on the reader's account page (or the page she came from). */
export const ACCOUNT_READY = "Tu cuenta está lista y ya iniciaste sesión.";
/** After registering, when signing in at once did not work: on the login page. */
export const ACCOUNT_READY_SIGN_IN = "Tu cuenta está lista; inicia sesión.";
/** After a reader deleted her account: on the login page. */
export const READER_GOODBYE =
  "Tu cuenta se eliminó. Gracias por haber sido parte de este espacio: si algún día quieres volver, aquí estaré.";
/** After an administrator deleted her account: on the admin login page. */
export const ADMIN_GOODBYE =
  "Tu cuenta de administradora se eliminó. Las demás administradoras siguen a cargo del sitio.";

/** The e-mail typed on the sign-in page, handed to "¿Olvidaste tu contraseña?" so it is not typed twice. */
export const withTypedEmail = (email: string) => (email.trim() ? { email: email.trim() } : undefined);

/** The e-mail a location's state carries, or "" for none. */
export function typedEmailOf(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}
