import { PAGE_SIZE } from "@autora/common/contract/paging.ts";
import { formatDateTime } from "@autora/common/format.ts";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useHydrated } from "@/components/ui/useHydrated";
import { loginPath, useSession } from "@/features/accounts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { deleteComment, getBookComments, type BookComment } from "../api";
import type { Loaded } from "@/lib/load";
import { CommentForm } from "./CommentForm";

/**
 * Readers' comments on the book: the newest 50 come from the page's route loader (`loaded`, so the server renders them,
 * or why they could not be read),
 * "Ver más" adds older ones below. Only signed-in readers get the comment box, and each may delete their own; a visitor
 * is offered to sign in and come back here to comment.
 */
export function BookComments({ bookId, loaded }: { bookId: number; loaded: Loaded<BookComment[]> }) {
  const newest = loaded.data ?? [];
  const signedIn = useSession();
  // the session is in this browser's storage, not in the server's page: signed-in parts appear after hydration
  const hydrated = useHydrated();
  const session = hydrated ? signedIn : null;
  const location = useLocation();
  // "Ver más" and deleting one's own comment say how it went under the list
  const mutation = useMutation();
  // the comments "Ver más" added, and whether its last page was full (so there may be more)
  const [older, setOlder] = useState<{ comments: BookComment[]; more: boolean } | null>(null);
  // a refreshed newest page may now hold the first of the older ones: show each comment once
  const newestIds = new Set(newest.map((comment) => comment.id));
  const comments = [...newest, ...(older?.comments.filter((comment) => !newestIds.has(comment.id)) ?? [])];
  const hasMore = older ? older.more : newest.length === PAGE_SIZE;

  async function loadMore() {
    const last = comments.at(-1);
    if (!last) return;
    const page = await mutation.run(() => getBookComments(bookId, last.id), {
      revalidate: false,
      failure: "No se pudieron cargar más comentarios. Intenta de nuevo.",
    });
    if (page)
      setOlder((current) => ({ comments: [...(current?.comments ?? []), ...page], more: page.length === PAGE_SIZE }));
  }

  /** After a new comment (the page's comments were read again) the list starts from the newest ones, the reader's on top. */
  const reloadNewest = () => setOlder(null);

  async function remove(comment: BookComment) {
    if (
      !(await confirmDialog({ title: "¿Eliminar tu comentario?", confirmText: "Sí, eliminar", cancelText: "Cancelar" }))
    )
      return;
    const deleted = await mutation.run(() => deleteComment("libro", comment.id).then(() => true), {
      success: "Comentario eliminado.",
      failure: "No se pudo eliminar el comentario. Intenta de nuevo.",
    });
    if (deleted)
      setOlder((current) => current && { ...current, comments: current.comments.filter((c) => c.id !== comment.id) });
  }

  return (
    <section className="book-comments" aria-labelledby="book-comments-title">
      <h2 id="book-comments-title">Comentarios:</h2>
      {session && <CommentForm bookId={bookId} onSent={reloadNewest} />}
      {hydrated && !signedIn && (
        <p className="book-comments__signin">
          <Link to={loginPath(location.pathname)}>Inicia sesión para comentar</Link>
        </p>
      )}
      {loaded.error && <FormMessage feedback={failure(loaded.error)} />}
      {!loaded.error && comments.length === 0 && <p className="book-muted">No hay comentarios aún.</p>}
      {comments.length > 0 && (
        <ul className="book-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="book-comment">
              <p className="book-comment__text">{comment.contenido}</p>
              <p className="book-comment__author">
                {comment.usuario?.nombre || "Anónimo"}{" "}
                <time dateTime={comment.fecha}>{formatDateTime(comment.fecha)}</time>
              </p>
              {session && comment.usuarioId === session.id && (
                <button type="button" className="book-comment__delete" onClick={() => remove(comment)}>
                  Eliminar mi comentario
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormMessage feedback={mutation.feedback} />
      {hasMore && (
        <button
          type="button"
          className="btn btn-outline book-comments__more"
          onClick={loadMore}
          disabled={mutation.pending}
          data-replay
        >
          Ver más
        </button>
      )}
    </section>
  );
}
