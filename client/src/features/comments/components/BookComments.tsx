import { PAGE_SIZE } from "@autora/common/contract/paging.ts";
import { useState } from "react";
import { useRevalidator } from "react-router-dom";
import { useAppSelector } from "@/app/hooks";
import { useHydrated } from "@/components/ui/useHydrated";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { deleteComment } from "../api";
import { getBookComments } from "../api";
import type { BookComment } from "../api";
import { CommentForm } from "./CommentForm";

/**
 * Readers' comments on the book: the newest 50 come from the page's route loader (`newest`, so the server renders them),
 * "Ver más" adds older ones below. Only signed-in readers get the comment box, and each may delete their own.
 */
export function BookComments({ bookId, newest }: { bookId: number; newest: BookComment[] }) {
  const signedInUser = useAppSelector((state) => state.session.user);
  // the session is in this browser's storage, not in the server's page: signed-in parts appear after hydration
  const hydrated = useHydrated();
  const isAuthenticated = hydrated && signedInUser !== null;
  const user = hydrated ? signedInUser : null;
  const revalidator = useRevalidator();
  // the comments "Ver más" added, and whether its last page was full (so there may be more)
  const [older, setOlder] = useState<{ comments: BookComment[]; more: boolean } | null>(null);
  // a refreshed newest page may now hold the first of the older ones: show each comment once
  const newestIds = new Set(newest.map((comment) => comment.id));
  const comments = [...newest, ...(older?.comments.filter((comment) => !newestIds.has(comment.id)) ?? [])];
  const hasMore = older ? older.more : newest.length === PAGE_SIZE;

  async function loadMore() {
    const last = comments.at(-1);
    if (!last) return;
    try {
      const page = await getBookComments(bookId, last.id);
      setOlder((current) => ({ comments: [...(current?.comments ?? []), ...page], more: page.length === PAGE_SIZE }));
    } catch (error) {
      await showAlert("error", "No se pudieron cargar más comentarios", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  /** After a new comment the list starts again from the newest ones, with the reader's comment on top. */
  async function reloadNewest() {
    setOlder(null);
    await revalidator.revalidate();
  }

  async function remove(comment: BookComment) {
    if (!(await confirmDialog({ title: "¿Eliminar tu comentario?", confirmText: "Sí, eliminar", cancelText: "Cancelar" }))) return;
    try {
      await deleteComment("libro", comment.id);
      setOlder((current) => current && { ...current, comments: current.comments.filter((c) => c.id !== comment.id) });
      await revalidator.revalidate();
    } catch (error) {
      await showAlert("error", "No se pudo eliminar el comentario", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  return (
    <section className="book-comments" aria-labelledby="book-comments-title">
      <h2 id="book-comments-title">Comentarios:</h2>
      {isAuthenticated && <CommentForm bookId={bookId} onSent={reloadNewest} />}
      {comments.length === 0 && <p className="book-muted">No hay comentarios aún.</p>}
      {comments.length > 0 && (
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
        <button type="button" className="btn btn-outline book-comments__more" onClick={loadMore} data-replay>
          Ver más
        </button>
      )}
    </section>
  );
}
