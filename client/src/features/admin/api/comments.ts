import { api } from "../../../lib/api-client";

export type CommentKind = "libro" | "foto";

export interface ModeratedComment {
  tipo: CommentKind;
  id: number;
  contenido: string;
  fecha: string;
  oculto: boolean;
  usuarioId: number | null;
  autor: string | null;
  /** where it was posted: the book's name or the photo's description */
  lugar: string;
  /** the page where it shows */
  enlace: string;
}

export interface CommentsPage {
  items: ModeratedComment[];
  hasMore: boolean;
}

/** GET /api/admin/comentarios?offset= (50 per page, newest first) */
export async function getAllComments(offset = 0): Promise<CommentsPage> {
  const { data } = await api.get<CommentsPage>(`/admin/comentarios${offset ? `?offset=${offset}` : ""}`);
  return data;
}

export async function setCommentHidden(kind: CommentKind, id: number, oculto: boolean): Promise<void> {
  await api.patch(`/comentarios/${kind}/${id}`, { oculto });
}

export async function deleteComment(kind: CommentKind, id: number): Promise<void> {
  await api.delete(`/comentarios/${kind}/${id}`);
}
