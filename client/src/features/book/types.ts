// The book, its testimonials and comments as the API sends them (spec section 3): defined once in common/contract.
export type { Book, BookImage } from "@common/contract/books";
export type { PublicTestimonial, Testimonial } from "@common/contract/testimonials";
export type { BookComment } from "@common/contract/comments";
