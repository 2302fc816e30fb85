// The book as the API sends it (spec section 3).
export interface BookImage {
  id: number;
  url: string;
  cloudinaryId?: string | null;
}

export interface Book {
  id: number;
  name: string;
  description: string;
  price: number;
  language: string;
  pages: number | null;
  publicationDate: string | null;
  editorial: string;
  format: string;
  isbn: string | null;
  /** copies free to sell; null (or absent) = sin límite */
  stock?: number | null;
  date: string;
  images: BookImage[];
  videos: string[];
}

export interface Testimonial {
  id: number;
  content: string;
  author: string;
  date: string;
  bookId: number;
}

/** A comment on the book; usuario is null when the account no longer exists. */
export interface BookComment {
  id: number;
  contenido: string;
  fecha: string;
  usuarioId: number | null;
  usuario: { nombre: string } | null;
}

/** The public testimonials list (GET /api/testimonials). */
export interface PublicTestimonial {
  id: number;
  content: string;
  author: string;
}
