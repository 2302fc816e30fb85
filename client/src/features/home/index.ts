// The home feature's public surface: other features and the app import it from here only.
export { getSiteContent, saveSiteContent } from "./api";
export { useAuthorName, DEFAULT_AUTHOR_NAME, useSiteContent } from "./useSiteContent";
