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
