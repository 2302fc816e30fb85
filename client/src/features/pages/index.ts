// The pages domain's public surface (the home, about and contact texts): other features and the app import it from
// here only.
export { getAbout, getContactInfo, getSiteContent, saveContactInfo, saveSiteContent } from "./api";
export { useAuthorName, DEFAULT_AUTHOR_NAME, useSiteContent } from "./home/useSiteContent";
