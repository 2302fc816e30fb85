// Books as GET /api/books sends them, for the pages that read the catalogue.
import type { Book } from "@/features/books/types";

export function sampleBook(overrides: Partial<Book> = {}): Book {
  return {
    id: 1,
    name: "Urdimbre",
    description: "Historias creativas de artesanas y artesanos de México.",
    price: 350,
    language: "Español",
    pages: 180,
    publicationDate: "2024-03-05T00:00:00.000Z",
    editorial: "Editorial Colima",
    format: "Pasta blanda",
    isbn: null,
    deliveryTime: "3 a 7 días hábiles",
    date: "2024-03-01T10:00:00.000Z",
    images: [{ id: 11, url: "/uploads/books/portada.png" }],
    videos: [],
    ...overrides,
  };
}
