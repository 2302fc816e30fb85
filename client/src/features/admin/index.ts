// The admin shell's public surface: each domain's admin screens load their data through it, and take the admin pages'
// names from its one navigation table.
export { loadForAdmin } from "./admin-data";
export { ADMIN_NAV, navEntry } from "./nav";
export type { NavEntry } from "./nav";
