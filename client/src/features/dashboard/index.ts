// The dashboard feature's public surface: the admin shell reads the admin menu's numbers through it.
export { getNavCounts, markSeen } from "./api";
export type { NavCounts, SeenSection } from "./api";
