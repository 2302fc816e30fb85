// The legal pages as other features see it.
export { getLegalPage } from "./legal.service.ts";
