// The admin shell's public surface: each domain's admin screens load their data through it.
export { loadForAdmin } from "./admin-data";
export type { Loaded } from "./admin-data";
