import { api } from "../../../lib/api-client";
import type { Photo } from "../types";
import { withProgress, type ProgressHandler } from "./upload";

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
  const { data } = await api.put<Photo>(`/fotografias/${id}`, changes);
  return data;
}

export async function deletePhoto(id: number): Promise<void> {
  await api.delete(`/fotografias/${id}`);
}
