// The books domain as other features see it.
export { listBooks } from "./books.service.ts";
