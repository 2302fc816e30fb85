// The legal feature's public surface: other features and the app import it from here only.
export { getLegalPage, saveLegalPage } from "./api";
