import bcrypt from "bcryptjs";

const COST = 10;
/** bcrypt ignores everything after 72 bytes, so longer passwords are refused by the schemas instead. */
export { MAX_PASSWORD_BYTES } from "@autora/common/contract/accounts.ts";

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
