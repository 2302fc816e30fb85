// What the shell hands every admin screen's loader (lib/admin-screen.ts): the one loader shape (lib/load.ts) with the
// administrator's rule on top, and the panel's shortcuts. Admin loaders run only in the browser; the api client adds
// the stored token.
import { redirect, type LoaderFunctionArgs } from "react-router-dom";
import type { AdminLoader } from "@/lib/admin-screen";
import { load, type Loaded } from "@/lib/load";
import { adminLoginPath, adminSession, forgetSession } from "@/features/accounts";
import { httpStatus } from "@/lib/http-status";
import { PANEL_SHORTCUTS } from "./nav";

export async function loadForAdmin<T>(read: () => Promise<T>, failureMessage: string): Promise<Loaded<T>> {
  // Without an administrator's token the guard sends the visitor away: nothing to ask the server.
  if (adminSession() === null) return { data: null, error: null };
  return load(async () => {
    try {
      return await read();
    } catch (error) {
      // The server no longer accepts the token (signed out elsewhere, account deleted): sign in again.
      if (httpStatus(error) === 401) {
        forgetSession();
        throw redirect(adminLoginPath(window.location.pathname + window.location.search));
      }
      throw error;
    }
  }, failureMessage);
}

/** A screen's loader as the router calls it, given what the shell hands every screen. */
export const withAdminArgs =
  (loader: AdminLoader) =>
  (args: LoaderFunctionArgs): unknown =>
    loader({ ...args, loadForAdmin, shortcuts: PANEL_SHORTCUTS });
