// The gallery's photos and favourites: the public gallery and the admin screens.
import { api, apiPath, withProgress, type ProgressHandler } from "@/lib/api-client";
import type { Favorite, Photo } from "./types";

export async function getPhotos(): Promise<Photo[]> {
  const { data } = await api.get<Photo[]>("/fotografias");
  return data;
}

export async function getFavorites(userId: number): Promise<Favorite[]> {
  const { data } = await api.get<Favorite[]>(apiPath`/favoritos/${userId}`);
  return data;
}

export async function addFavorite(usuarioId: number, fotografiaId: number): Promise<void> {
  await api.post("/favoritos", { usuarioId, fotografiaId });
}

export async function removeFavorite(usuarioId: number, fotografiaId: number): Promise<void> {
  await api.delete(apiPath`/favoritos/${usuarioId}/${fotografiaId}`);
}

/** Every photo, inactive ones too (the server only honours ?all=1 for an administrator). */
export async function getAllPhotos(): Promise<Photo[]> {
  const { data } = await api.get<Photo[]>("/fotografias", { params: { all: 1 } });
  return data;
}

export async function uploadPhoto(file: File, descripcion: string, onProgress?: ProgressHandler): Promise<Photo> {
  const body = new FormData();
  body.append("file", file);
  body.append("descripcion", descripcion);
  body.append("activo", "true");
  const { data } = await api.post<Photo>("/fotografias/create", body, withProgress(onProgress));
  return data;
}

export async function updatePhoto(id: number, changes: { descripcion?: string; activo?: boolean }): Promise<Photo> {
  const { data } = await api.put<Photo>(apiPath`/fotografias/${id}`, changes);
  return data;
}

export async function deletePhoto(id: number): Promise<void> {
  await api.delete(apiPath`/fotografias/${id}`);
}
