// The signed-in account and the role numbers, as the API defines them (common/contract).
import { ROLE } from "@autora/common/contract/accounts-roles.ts";

export const ROLE_ADMIN = ROLE.admin;
export const ROLE_READER = ROLE.reader;
export type { User } from "@autora/common/contract/accounts.ts";
