// Comments on books and photos across the site: a reader deletes their own, the admin moderates them all.
import { api, apiPath } from "@/lib/api-client";

import type { BookComment, CommentKind, CommentsPage, PhotoComment } from "@autora/common/contract/comments.ts";

export type {
  BookComment,
  CommentKind,
  CommentsPage,
  ModeratedComment,
  PhotoComment,
} from "@autora/common/contract/comments.ts";

/** GET /api/admin/comentarios?offset= (50 per page, newest first) */
export async function getAllComments(offset = 0): Promise<CommentsPage> {
  const { data } = await api.get<CommentsPage>(`/admin/comentarios${offset ? `?offset=${offset}` : ""}`);
  return data;
}

export async function setCommentHidden(kind: CommentKind, id: number, oculto: boolean): Promise<void> {
  await api.patch(apiPath`/comentarios/${kind}/${id}`, { oculto });
}

/** DELETE /api/comentarios/{libro|foto}/{id}: a reader's own comment, or any one for the admin. */
export async function deleteComment(kind: CommentKind, id: number): Promise<void> {
  await api.delete(apiPath`/comentarios/${kind}/${id}`);
}

export async function getBookComments(bookId: number, before?: number): Promise<BookComment[]> {
  const { data } = await api.get<BookComment[]>(apiPath`/${bookId}/comentarios` + (before ? `?before=${before}` : ""));
  return data;
}

/** Needs a signed-in user (the client adds the bearer token). */
export async function addBookComment(bookId: number, contenido: string): Promise<BookComment> {
  const { data } = await api.post<BookComment>(apiPath`/${bookId}/comentarios`, { contenido });
  return data;
}

export async function getPhotoComments(photoId: number, before?: number): Promise<PhotoComment[]> {
  const { data } = await api.get<PhotoComment[]>(
    apiPath`/comentarios/${photoId}` + (before ? `?before=${before}` : ""),
  );
  return data;
}

export async function addPhotoComment(
  contenido: string,
  usuarioId: number,
  fotografiaId: number,
): Promise<PhotoComment> {
  const { data } = await api.post<PhotoComment>("/comentarios", { contenido, usuarioId, fotografiaId });
  return data;
}
