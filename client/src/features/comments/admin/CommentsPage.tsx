// Comentarios: every book and photo comment, newest first, with where it was posted; hide, show again or delete.
import { useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { formatDateTime } from "@autora/common/format.ts";
import { deleteComment, getAllComments, setCommentHidden, type ModeratedComment } from "../api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import "./comments.css";

const keyOf = (c: ModeratedComment) => `${c.tipo}-${c.id}`;
/** The first page; "Ver más" appends the next ones to the page's own list, which the actions then change in place. */
export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(() => getAllComments(0), "No se pudieron cargar los comentarios");

export default function CommentsPage({ title }: AdminScreenProps) {
  const page = useLoaderData<typeof loader>();
  const [comments, setComments] = useState<ModeratedComment[]>(page.data?.items ?? []);
  const [canLoadMore, setCanLoadMore] = useState(page.data?.hasMore ?? false);
  const more = useMutation();
  const actions = useMutation();
  // the comment the last action was on: its card shows how it went (a deleted one, above the list)
  const [actingKey, setActingKey] = useState<string | null>(null);
  const busy = actions.pending ? actingKey : null;

  function replace(target: ModeratedComment, next: ModeratedComment | null) {
    setComments((list) => list.flatMap((c) => (keyOf(c) === keyOf(target) ? (next ? [next] : []) : [c])));
  }

  async function loadMore() {
    const next = await more.run(() => getAllComments(comments.length), {
      revalidate: false,
      failure: "No se pudieron cargar más comentarios. Intenta de nuevo.",
    });
    if (!next) return;
    setComments((list) => [...list, ...next.items]);
    setCanLoadMore(next.hasMore);
  }

  async function toggle(comment: ModeratedComment) {
    setActingKey(keyOf(comment));
    const done = await actions.run(() => setCommentHidden(comment.tipo, comment.id, !comment.oculto).then(() => true), {
      revalidate: false,
      success: comment.pendiente
        ? comment.oculto
          ? "Comentario aprobado: ya está publicado."
          : "Comentario rechazado: no se publicará."
        : comment.oculto
          ? "El comentario se muestra otra vez."
          : "Comentario oculto: el público ya no lo ve.",
      failure: "No se pudo cambiar el comentario. Intenta de nuevo.",
    });
    if (done) replace(comment, { ...comment, oculto: !comment.oculto, pendiente: false });
  }

  async function remove(comment: ModeratedComment) {
    const confirmed = await confirmDialog({
      title: "¿Eliminar este comentario?",
      text: "Se borrará de forma permanente.",
      confirmText: "Sí, eliminar",
      cancelText: "Cancelar",
    });
    if (!confirmed) return;
    setActingKey(keyOf(comment));
    const done = await actions.run(() => deleteComment(comment.tipo, comment.id).then(() => true), {
      revalidate: false,
      success: "Comentario eliminado.",
      failure: "No se pudo eliminar el comentario. Intenta de nuevo.",
    });
    if (done) replace(comment, null);
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Comentarios del libro y de la galería, los más recientes primero. Los ocultos no se muestran al público; los
            pendientes (llevan un enlace) esperan tu aprobación.
          </p>
        </div>
      </div>
      {page.error && <FormMessage feedback={failure(page.error)} />}
      {actingKey !== null && !comments.some((c) => keyOf(c) === actingKey) && (
        <FormMessage feedback={actions.feedback} />
      )}
      {comments.length === 0 ? (
        <p className="adm-empty">No hay comentarios aún.</p>
      ) : (
        <ul className="adm-comment-list">
          {comments.map((comment) => (
            <li
              key={keyOf(comment)}
              className={`adm-card adm-comment${comment.oculto ? " adm-comment--hidden" : ""}`}
              aria-busy={busy === keyOf(comment)}
            >
              <header className="adm-comment__header">
                <strong>{comment.autor ?? "Anónimo"}</strong>
                <span className="adm-muted">{formatDateTime(comment.fecha)}</span>
                {comment.pendiente ? (
                  <span className="adm-badge adm-badge--warn">pendiente</span>
                ) : (
                  comment.oculto && <span className="adm-badge adm-badge--muted">oculto</span>
                )}
              </header>
              <p className="adm-comment__text">{comment.contenido}</p>
              <div className="adm-comment__footer">
                <Link to={comment.enlace} target="_blank" rel="noopener">
                  En {comment.tipo === "libro" ? "el libro" : "la galería"}: {comment.lugar}
                </Link>
                <div className="adm-comment__actions">
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost adm-btn--small"
                    onClick={() => toggle(comment)}
                    disabled={busy !== null}
                  >
                    {comment.pendiente ? "Publicar" : comment.oculto ? "Mostrar" : "Ocultar"}
                  </button>
                  <button
                    type="button"
                    className="adm-btn adm-btn--danger adm-btn--small"
                    onClick={() => remove(comment)}
                    disabled={busy !== null}
                  >
                    Eliminar
                  </button>
                </div>
              </div>
              {actingKey === keyOf(comment) && <FormMessage feedback={actions.feedback} />}
            </li>
          ))}
        </ul>
      )}
      {canLoadMore && (
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-comment-more"
          onClick={loadMore}
          disabled={more.pending}
        >
          {more.pending ? "Cargando…" : "Ver más"}
        </button>
      )}
      <FormMessage feedback={more.feedback} />
    </>
  );
}
