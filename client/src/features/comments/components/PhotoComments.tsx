import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router-dom";
import type { Session } from "@/features/accounts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { COMMENT_HELD } from "@autora/common/contract/comments.ts";
import { PAGE_SIZE } from "@autora/common/contract/paging.ts";
import { formatDateTime } from "@autora/common/format.ts";
import { addPhotoComment, deleteComment, getPhotoComments, type PhotoComment } from "../api";
import type { Loaded } from "@/lib/load";

/**
 * The comments panel of the photo modal (beside the photo, or below it on a phone). Unmounting it forgets the comments
 * and the draft. A call that fails (a comment refused as too soon after the last one, a deletion...) shows the
 * server's reason above the box.
 */
export function PhotoComments({ photoId, session }: { photoId: number; session: Session | null }) {
  // The photo is chosen on screen, not in the address: its newest comments come from a loader-only route
  // (/gallery/comentarios/:photoId in app/routes.tsx), asked once the panel is shown.
  const fetcher = useFetcher<Loaded<PhotoComment[]>>();
  const { load } = fetcher;
  const reloadNewest = useCallback(() => load(`/gallery/comentarios/${photoId}`), [load, photoId]);
  useEffect(() => {
    void reloadNewest();
  }, [reloadNewest]);
  // the comments "Ver más" added, and whether its last page was full (so there may be more)
  const [older, setOlder] = useState<{ comments: PhotoComment[]; more: boolean } | null>(null);
  const [draft, setDraft] = useState("");
  // every call of the panel (send, delete, "Ver más") says how it went above the box; the panel reads its own comments
  // again, so the page's loaders are left alone
  const mutation = useMutation();
  const error = mutation.feedback?.tone === "error";

  const newest = fetcher.data?.data ?? undefined;
  const readError = fetcher.data?.error ?? null;
  // a refreshed newest page may now hold the first of the older ones: show each comment once
  const newestIds = new Set(newest?.map((comment) => comment.id));
  const comments = newest && [...newest, ...(older?.comments.filter((comment) => !newestIds.has(comment.id)) ?? [])];
  const hasMore = older ? older.more : newest?.length === PAGE_SIZE;

  async function loadMore() {
    const last = comments?.at(-1);
    if (!last) return;
    const page = await mutation.run(() => getPhotoComments(photoId, last.id), {
      revalidate: false,
      failure: "No se pudieron cargar más comentarios. Intenta de nuevo.",
    });
    if (page)
      setOlder((current) => ({ comments: [...(current?.comments ?? []), ...page], more: page.length === PAGE_SIZE }));
  }

  async function remove(id: number) {
    const deleted = await mutation.run(() => deleteComment("foto", id).then(() => true), {
      revalidate: false,
      failure: "No se pudo eliminar el comentario. Intenta de nuevo.",
    });
    if (!deleted) return;
    setOlder((current) => current && { ...current, comments: current.comments.filter((c) => c.id !== id) });
    await reloadNewest();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contenido = draft.trim();
    if (!contenido || !session || mutation.pending) return;
    await mutation.run(
      async () => {
        const created = await addPhotoComment(contenido, session.id, photoId);
        // the list starts again from the newest ones, with the reader's comment on top
        setDraft("");
        setOlder(null);
        await reloadNewest();
        return created;
      },
      {
        revalidate: false,
        success: (created) => (created.pendiente ? COMMENT_HELD : ""),
        failure: "No se pudo enviar el comentario. Intenta de nuevo.",
      },
    );
  }

  return (
    <section className="photo-comments" aria-label="Comentarios de la fotografía">
      <div className="photo-comments__list" aria-live="polite">
        {readError && <FormMessage feedback={failure(readError)} />}
        {!comments && !readError && <p className="photo-comments__empty">Cargando comentarios…</p>}
        {comments?.length === 0 && <p className="photo-comments__empty">No hay comentarios aún.</p>}
        {!!comments?.length && (
          <>
            <h2 className="photo-comments__title">Comentarios:</h2>
            <ul>
              {comments.map((comment) => (
                <li key={comment.id} className="photo-comment">
                  <p className="photo-comment__meta">
                    <strong>{comment.usuario?.nombre || "Anónimo"}</strong>
                    <time dateTime={comment.fecha}>{formatDateTime(comment.fecha)}</time>
                  </p>
                  <p className="photo-comment__text">{comment.contenido}</p>
                  {session && comment.usuarioId === session.id && (
                    <button type="button" className="photo-comment__delete" onClick={() => remove(comment.id)}>
                      Eliminar
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {hasMore && (
              <button type="button" className="photo-comments__more" onClick={loadMore}>
                Ver más
              </button>
            )}
          </>
        )}
      </div>
      <FormMessage id="photo-comment-error" className="photo-comments__error" feedback={mutation.feedback} />
      {session ? (
        <form className="photo-comments__form" onSubmit={submit}>
          <label htmlFor="photo-comment-input" className="sr-only">
            Tu comentario
          </label>
          <input
            id="photo-comment-input"
            type="text"
            maxLength={500}
            placeholder="Añadir un comentario..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={error ? "photo-comment-error" : undefined}
          />
          <button
            type="submit"
            className="photo-comments__send"
            aria-label="Enviar comentario"
            disabled={mutation.pending}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 20.5 21.5 12 3 3.5 3 10l13 2-13 2z" />
            </svg>
          </button>
        </form>
      ) : (
        <p className="photo-comments__signin">
          <Link to="/login">Inicia sesión para comentar</Link>
        </p>
      )}
    </section>
  );
}
