// The pages domain's public surface (the home, about and contact texts): other features and the app import it from
// here only.
export { getSiteContent, saveSiteContent } from "./home/api";
export { useAuthorName, DEFAULT_AUTHOR_NAME, useSiteContent } from "./home/useSiteContent";
export { getContactInfo, saveContactInfo } from "./contact/api";
export { getAbout } from "./about/api";
