// /urdimbre: the book as a shop page — media, price, details, comments and testimonials.
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { formatPrice } from "@autora/common/format.ts";
import { AddToCartButton } from "./components/AddToCartButton";
import { SignedCopyNote } from "./components/SignedCopyNote";
import { SaleTerms } from "./components/SaleTerms";
import { BookComments, getBookComments } from "@/features/comments";
import { BookFacts } from "./components/BookFacts";
import { MediaViewer } from "./components/MediaViewer";
import { TestimonialsPanel } from "./components/TestimonialsPanel";
import { bookMedia, type Media } from "./media";
import type { Book, BookComment, PublicTestimonial } from "./types";
import { ClientOnly } from "@/components/ui/ClientOnly";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { load, type Loaded } from "@/lib/load";
import { getBooks, getTestimonials } from "./api";
import { bookHead, type HeadFunction } from "@autora/common/page-heads.ts";
import { IMAGE_SIZES } from "@autora/common/responsive-image.ts";
// The carousel's styles come with the page (the server inlines them), not with its lazy chunk: a stylesheet that
// arrived with the carousel restyled the whole page while it mounted, a long task on a phone.
import "@/components/ui/slider.css";
import "./components/carousel.css";
import "./BookPage.css";

const MediaCarousel = lazy(() => import("./components/MediaCarousel"));

/** What the route's loader reads, each or why it could not be read: the book (null when there is none), its newest comments and the testimonials. */
export interface BookPageData {
  book: Loaded<Book | null>;
  comments: Loaded<BookComment[]>;
  testimonials: Loaded<PublicTestimonial[]>;
}

/**
 * The book (the catalogue's first, null when there is none), its newest comments and the testimonials, read in
 * parallel but for the comments, which need the book's id. Each read fails alone: the rest of the page stays.
 */
export async function loader(): Promise<BookPageData> {
  const bookWithComments = async () => {
    const book = await load(
      async () => (await getBooks())[0] ?? null,
      "No se pudo cargar el libro. Intenta de nuevo más tarde.",
    );
    const id = book.data?.id;
    const comments =
      id === undefined
        ? { data: [], error: null }
        : await load(() => getBookComments(id), "No se pudieron cargar los comentarios.");
    return { book, comments };
  };
  const [{ book, comments }, testimonials] = await Promise.all([
    bookWithComments(),
    load(getTestimonials, "No se pudieron cargar los testimonios."),
  ]);
  return { book, comments, testimonials };
}

/** The book's name, its description's first paragraph, its cover and its schema.org Book; this is its canonical page. */
export const head: HeadFunction<typeof loader> = (input) =>
  bookHead(input.data?.book.data, input, IMAGE_SIZES.bookMain, "Urdimbre");

export default function BookPage() {
  // the server renders the book, its image, comments and testimonials into the page it sends
  const { book, comments, testimonials } = useLoaderData<typeof loader>();
  if (book.error) return <FormMessage className="container" feedback={failure(book.error)} />;
  if (!book.data) return null;
  return <BookView book={book.data} comments={comments} testimonials={testimonials} />;
}

function BookView({ book, comments, testimonials }: { book: Book } & Omit<BookPageData, "book">) {
  const media = useMemo(() => bookMedia(book), [book]);
  const [selected, setSelected] = useState<Media | undefined>(undefined);
  const current = selected ?? media[0];

  return (
    <article className="book-page">
      <section className="book-hero" aria-labelledby="book-title">
        <div className="book-hero__media">
          <MediaViewer media={current} title={book.name} />
          {media.length > 1 && current && (
            <ClientOnly fallback={<div className="book-carousel book-carousel--placeholder" />}>
              <Suspense fallback={<div className="book-carousel book-carousel--placeholder" />}>
                <MediaCarousel media={media} current={current} title={book.name} onSelect={setSelected} />
              </Suspense>
            </ClientOnly>
          )}
        </div>
        <div className="book-hero__info">
          <p className="eyebrow eyebrow--page">El libro</p>
          <h1 id="book-title" className="book-title">
            {book.name}
          </h1>
          <p className="book-price">{formatPrice(book.price)}</p>
          <SignedCopyNote dedicado={book.dedicado} />
          <AddToCartButton bookId={book.id} stock={book.stock} />
          <SaleTerms deliveryTime={book.deliveryTime} />
          {/* the opening paragraph; the whole text is on the detail page */}
          {book.description && <p className="book-description">{book.description.split(/\n\s*\n/)[0]}</p>}
          <Link className="book-more" to={`/books/${book.id}`}>
            Ver detalles
          </Link>
          <BookFacts book={book} />
        </div>
      </section>
      <div className="book-page__lower">
        <BookComments key={book.id} bookId={book.id} loaded={comments} />
        <TestimonialsPanel loaded={testimonials} />
      </div>
    </article>
  );
}
