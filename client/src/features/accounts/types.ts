// The signed-in account and the role numbers, as the API defines them (common/contract).
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { ROLE } from "@autora/common/contract/accounts-roles.ts";
import type { User } from "@autora/common/contract/accounts.ts";

export const ROLE_ADMIN = ROLE.admin;
export const ROLE_READER = ROLE.reader;
export type { User };

export interface SessionState {
  /** the account the stored token names, as the server answered it; null for a visitor or until it has answered */
  user: User | null;
}

/**
 * The store and its dispatch as this feature's own modules see them (app/store.ts mounts the slice under `session`).
 * The app's typed hooks (app/hooks.ts) name the store, which imports this feature: its modules use these instead, so
 * no import leads back.
 */
export interface SessionRoot {
  session: SessionState;
}
export type SessionDispatch = ThunkDispatch<SessionRoot, unknown, UnknownAction>;
