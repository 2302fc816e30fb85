// Comments on books and photos across the site: a reader deletes their own, the admin moderates them all.
import { api, apiPath } from "@/lib/api-client";

import type { CommentKind, CommentsPage } from "@autora/common/contract/comments.ts";

export type { CommentKind, CommentsPage, ModeratedComment } from "@autora/common/contract/comments.ts";

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
