// The role numbers of a user (`rol` in the API and in the token). No zod here: the session code imports it.
export const ROLE = { admin: 1, reader: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
