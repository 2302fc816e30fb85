// The contact feature's public surface: other features and the app import it from here only.
export { getContactInfo, saveContactInfo } from "./api";
