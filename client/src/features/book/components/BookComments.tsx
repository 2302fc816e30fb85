import { useEffect, useState } from "react";
import { useAppSelector } from "../../../app/hooks";
import { useHydrated } from "../../../components/ui/useHydrated";
import { apiErrorMessage } from "../../../lib/api-client";
import { confirmDialog, showAlert } from "../../../lib/alerts";
import { COMMENTS_PAGE, deleteBookComment, getBookComments } from "../api";
import type { BookComment } from "../types";
import { CommentForm } from "./CommentForm";

/** Readers' comments on the book, newest 50 then "Ver más"; only signed-in readers get the comment box, and each may delete their own. */
export function BookComments({ bookId }: { bookId: number }) {
  const auth = useAppSelector((state) => state.auth);
  // the session is in this browser's storage, not in the server's page: signed-in parts appear after hydration
  const hydrated = useHydrated();
  const isAuthenticated = hydrated && auth.isAuthenticated;
  const user = hydrated ? auth.user : null;
  const [comments, setComments] = useState<BookComment[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    getBookComments(bookId)
      .then((list) => {
        setComments(list);
        setHasMore(list.length === COMMENTS_PAGE);
      })
      .catch((error: unknown) => {
        console.error("Error al obtener comentarios:", error);
        setComments([]);
      });
  }, [bookId, version]);

  async function loadMore() {
    const last = comments?.at(-1);
    if (!last) return;
    try {
      const older = await getBookComments(bookId, last.id);
      setComments((list) => [...(list ?? []), ...older]);
      setHasMore(older.length === COMMENTS_PAGE);
    } catch (error) {
      await showAlert("error", "No se pudieron cargar más comentarios", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  async function remove(comment: BookComment) {
    if (!(await confirmDialog({ title: "¿Eliminar tu comentario?", confirmText: "Sí, eliminar", cancelText: "Cancelar" }))) return;
    try {
      await deleteBookComment(comment.id);
      setComments((list) => (list ?? []).filter((c) => c.id !== comment.id));
    } catch (error) {
      await showAlert("error", "No se pudo eliminar el comentario", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

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
              {user && comment.usuarioId === user.id && (
                <button type="button" className="book-comment__delete" onClick={() => remove(comment)}>
                  Eliminar mi comentario
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="btn btn-outline book-comments__more" onClick={loadMore}>
          Ver más
        </button>
      )}
    </section>
  );
}
