// /books/:bookId — the book's detail sheet with its image gallery.
import { lazy, Suspense, useMemo, useState } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { formatPrice } from "@autora/common/format.ts";
import { AddToCartButton } from "./components/AddToCartButton";
import { SignedCopyNote } from "./components/SignedCopyNote";
import { SaleTerms } from "./components/SaleTerms";
import { ThumbnailColumn } from "./components/ThumbnailColumn";
import { uniqueImageUrls } from "./media";
import type { Book } from "./types";
import { useMediaQuery } from "@/lib/useMediaQuery";
import { ClientOnly } from "@/components/ui/ClientOnly";
import { useHydrated } from "@/components/ui/useHydrated";
// The carousel's styles come with the page, not with its lazy chunk (see BookPage).
import "@/components/ui/slider.css";
import "./components/carousel.css";
import "./BookDetailPage.css";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { idFromAddress, load, orNotFound } from "@/lib/load";
import { IMAGE_SIZES } from "@autora/common/responsive-image.ts";
import { bookHead, type HeadFunction } from "@autora/common/page-heads.ts";
import { getBook } from "./api";

const ThumbnailCarousel = lazy(() => import("./components/ThumbnailCarousel"));

/** The book the address names; one that does not exist is the 404 page, one that could not be read the page's message. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = idFromAddress(params.bookId);
  return load(() => orNotFound(getBook(id)), "No se pudo cargar el libro. Intenta de nuevo más tarde.");
}

/** The same book as /urdimbre, which it names as its canonical page (bookHead). */
export const head: HeadFunction<typeof loader> = (input) =>
  bookHead(input.data?.data, input, IMAGE_SIZES.bookDetail, "Libro");

export default function BookDetailPage() {
  // the route's loader: the book (one that does not exist is the 404 page), or why it could not be read
  const { data: book, error } = useLoaderData<typeof loader>();
  if (!book) return <FormMessage className="container" feedback={failure(error)} />;
  return <BookDetail key={book.id} book={book} />;
}

function BookDetail({ book }: { book: Book }) {
  const images = useMemo(() => uniqueImageUrls(book), [book]);
  const [selected, setSelected] = useState<string | undefined>(images[0]);
  const wide = useMediaQuery("(min-width: 1024px)");
  // The server cannot know the screen's width: it sends both the column and the carousel's place, and the page's CSS
  // shows the one that fits, so nothing moves when the app starts; from then on only that one is rendered.
  const hydrated = useHydrated();
  const thumbnails = { images, selected, title: book.name, onSelect: setSelected };

  return (
    <article className="book-detail">
      <div className="book-detail__gallery">
        {(wide || !hydrated) && images.length > 1 && <ThumbnailColumn {...thumbnails} />}
        <div className="book-detail__frame">
          {selected && (
            <UploadedImage
              src={selected}
              sizes={IMAGE_SIZES.bookDetail}
              alt={book.name}
              width={400}
              height={600}
              fetchPriority="high"
            />
          )}
        </div>
        {!wide && images.length > 1 && (
          <ClientOnly fallback={<div className="detail-carousel detail-carousel--placeholder" />}>
            <Suspense fallback={<div className="detail-carousel detail-carousel--placeholder" />}>
              <ThumbnailCarousel {...thumbnails} />
            </Suspense>
          </ClientOnly>
        )}
      </div>
      <div className="book-detail__info">
        <p className="eyebrow eyebrow--page book-detail__label">Libro</p>
        <h1 className="book-detail__name">{book.name}</h1>
        {book.description && <p className="book-detail__description">{book.description}</p>}
        <p className="book-detail__price">{formatPrice(book.price)}</p>
        <p className="book-detail__fact">Idioma: {book.language}</p>
        <p className="book-detail__fact">Formato: {book.format}</p>
        <SignedCopyNote dedicado={book.dedicado} />
        <AddToCartButton bookId={book.id} stock={book.stock} />
        <SaleTerms deliveryTime={book.deliveryTime} />
      </div>
    </article>
  );
}
