import bcrypt from "bcryptjs";

const COST = 10;
/** bcrypt ignores everything after 72 bytes, so longer passwords are refused by the schemas instead. */
export const MAX_PASSWORD_BYTES = 72;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
