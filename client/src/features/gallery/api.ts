import { api } from "../../lib/api-client";
import type { Favorite, Photo, PhotoComment } from "./types";

export async function getPhotos(): Promise<Photo[]> {
  const { data } = await api.get<Photo[]>("/fotografias");
  return data;
}

export async function getFavorites(userId: number): Promise<Favorite[]> {
  const { data } = await api.get<Favorite[]>(`/favoritos/${userId}`);
  return data;
}

export async function addFavorite(usuarioId: number, fotografiaId: number): Promise<void> {
  await api.post("/favoritos", { usuarioId, fotografiaId });
}

export async function removeFavorite(usuarioId: number, fotografiaId: number): Promise<void> {
  await api.delete(`/favoritos/${usuarioId}/${fotografiaId}`);
}

/** The server answers the newest COMMENTS_PAGE; `before` (the id of the last one shown) asks for older ones. */
export const COMMENTS_PAGE = 50;

export async function getPhotoComments(photoId: number, before?: number): Promise<PhotoComment[]> {
  const { data } = await api.get<PhotoComment[]>(`/comentarios/${photoId}${before ? `?before=${before}` : ""}`);
  return data;
}

/** DELETE /api/comentarios/foto/{id}: a reader deletes their own comment. */
export async function deletePhotoComment(id: number): Promise<void> {
  await api.delete(`/comentarios/foto/${id}`);
}

export async function addPhotoComment(contenido: string, usuarioId: number, fotografiaId: number): Promise<PhotoComment> {
  const { data } = await api.post<PhotoComment>("/comentarios", { contenido, usuarioId, fotografiaId });
  return data;
}
