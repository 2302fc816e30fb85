import { useEffect, useState } from "react";
import { useAppSelector } from "../../../app/hooks";
import { useHydrated } from "../../../components/ui/useHydrated";
import { getBookComments } from "../api";
import type { BookComment } from "../types";
import { CommentForm } from "./CommentForm";

/** Readers' comments on the book; only signed-in readers get the comment box. */
export function BookComments({ bookId }: { bookId: number }) {
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const isAuthenticated = useHydrated() && signedIn; // the session is in this browser's storage, not in the server's page
  const [comments, setComments] = useState<BookComment[] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    getBookComments(bookId)
      .then(setComments)
      .catch((error: unknown) => {
        console.error("Error al obtener comentarios:", error);
        setComments([]);
      });
  }, [bookId, version]);

  return (
    <section className="book-comments" aria-labelledby="book-comments-title">
      <h2 id="book-comments-title">Comentarios:</h2>
      {isAuthenticated && <CommentForm bookId={bookId} onSent={() => setVersion((n) => n + 1)} />}
      {comments?.length === 0 && <p className="book-muted">No hay comentarios aún.</p>}
      {!!comments?.length && (
        <ul className="book-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="book-comment">
              <p className="book-comment__text">{comment.contenido}</p>
              <p className="book-comment__author">{comment.usuario?.nombre || "Anónimo"}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
