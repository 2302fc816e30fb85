// The stats domain as the app and the other features see it: the beacon (the admin page loads on its own).
export { countCartTap, trackPageViews } from "./beacon";
