// /urdimbre: the book as a shop page — media, price, details, comments and testimonials.
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { formatPrice } from "@autora/common/format.ts";
import { AddToCartButton } from "./components/AddToCartButton";
import { SignedCopyNote } from "./components/SignedCopyNote";
import { SaleTerms } from "./components/SaleTerms";
import { BookComments } from "@/features/comments";
import { BookFacts } from "./components/BookFacts";
import { MediaViewer } from "./components/MediaViewer";
import { TestimonialsPanel } from "./components/TestimonialsPanel";
import { bookMedia, type Media } from "./media";
import type { Book, BookComment, PublicTestimonial } from "./types";
import { ClientOnly } from "@/components/ui/ClientOnly";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { Loaded } from "@/lib/load";
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

export default function BookPage() {
  // the server renders the book, its image, comments and testimonials into the page it sends
  const { book, comments, testimonials } = useLoaderData<BookPageData>();
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
