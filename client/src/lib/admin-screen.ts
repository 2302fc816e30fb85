// What an admin screen module offers the administrator area's shell, and what the shell hands it back. A screen is one
// module: its page (the default export), the loader that reads what the page shows, and, if it wants one, its own
// error page; it brings its own styles by importing them. The shell declares the screen once (its address, its name,
// its place in the menu: features/admin/screens.ts), renders its page with that name and calls its loader with the
// administrator's read and the panel's shortcuts, so a screen depends on this file, never on the shell.
import type { ComponentType } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import type { Loaded } from "./load";

/**
 * Reads with `read` the way `load` does (lib/load.ts), with the administrator's rule on top: without her session
 * nothing is asked (the guard sends the visitor to the sign-in page), and a token the server refuses (401) is
 * forgotten and she is sent to sign in again.
 */
export type LoadForAdmin = <T>(read: () => Promise<T>, failureMessage: string) => Promise<Loaded<T>>;

/** An admin page's address ("/admin/pedidos") and the one name it has in the menu, its tab title and its heading. */
export interface ScreenLink {
  path: string;
  title: string;
}

/** The router's arguments, and what the shell adds for an admin screen's loader. */
export interface AdminLoaderArgs extends LoaderFunctionArgs {
  loadForAdmin: LoadForAdmin;
  /** the pages the panel offers as shortcuts, in the menu's order */
  shortcuts: readonly ScreenLink[];
}

export type AdminLoader = (args: AdminLoaderArgs) => unknown;

/** What the shell renders a screen's page with: the name the screen is declared with, which its heading says. */
export interface AdminScreenProps {
  title: string;
}

/** An admin screen module, as the shell loads it (lazily: each screen is its own chunk, with its styles). */
export interface AdminScreenModule {
  default: ComponentType<AdminScreenProps>;
  loader?: AdminLoader;
  ErrorBoundary?: ComponentType;
}
