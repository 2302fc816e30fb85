// What an admin route's loader hands its page: the data, or the Spanish message saying why it could not be read (the
// page shows it where the data would be). Admin loaders run only in the browser; the api client adds the stored token.
import { redirect } from "react-router-dom";
import { apiErrorMessage } from "@/lib/api-client";
import { adminLoginPath, adminSession, forgetSession } from "@/features/accounts";
import { httpStatus } from "@/lib/http-status";

export type Loaded<T> = { data: T; error: null } | { data: null; error: string | null };

export async function loadForAdmin<T>(load: () => Promise<T>, failureMessage: string): Promise<Loaded<T>> {
  // Without an administrator's token the guard sends the visitor away: nothing to ask the server.
  if (adminSession() === null) return { data: null, error: null };
  try {
    return { data: await load(), error: null };
  } catch (error) {
    // The server no longer accepts the token (signed out elsewhere, account deleted): sign in again.
    if (httpStatus(error) === 401) {
      forgetSession();
      throw redirect(adminLoginPath(window.location.pathname + window.location.search));
    }
    console.error(failureMessage, error);
    return { data: null, error: apiErrorMessage(error, failureMessage) };
  }
}
