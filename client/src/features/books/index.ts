// The book feature's public surface: other features and the app import it from here only.
export {
  getBook,
  getBooks,
  getTestimonials,
  createTestimonial,
  deleteTestimonial,
  getBookTestimonials,
  createBook,
  deleteBook,
  updateBook,
} from "./api";
export type { Book, BookImage } from "./types";
