import { api } from "../../../lib/api-client";

/** POST /api/usuarios/cambiar-contrasena: answers a fresh token for this session (every other one ends). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string; token: string }> {
  const { data } = await api.post<{ message: string; token: string }>("/usuarios/cambiar-contrasena", { currentPassword, newPassword });
  return data;
}
