// The books domain as other features see it.
export { bookImages, listBooks } from "./books.service.ts";
