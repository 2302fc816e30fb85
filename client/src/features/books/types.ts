// The book, its testimonials and comments as the API sends them: defined once in common/contract.
export type { Book, BookImage } from "@autora/common/contract/books.ts";
export type { PublicTestimonial, Testimonial } from "@autora/common/contract/books.ts";
export type { BookComment } from "@autora/common/contract/comments.ts";
