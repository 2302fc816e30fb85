// The account calls: sign in, register (rol 2), download one's data and delete one's own account.
import { api } from "../../lib/api-client";
import { ROLE_READER, type User } from "../auth/types";

export interface LoginResponse {
  token: string;
  user: User;
}

/** POST /api/usuarios/login */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>("/usuarios/login", { email, password });
  return data;
}

/** POST /api/usuarios/crear as a reader; the caller looks at the status (201 is success). */
export async function registerReader(input: { nombre: string; email: string; password: string; aceptaPrivacidad: true }): Promise<number> {
  const { status } = await api.post("/usuarios/crear", { ...input, rol: ROLE_READER });
  return status;
}

/** DELETE /api/usuarios/{id} (the bearer token is added by the client) */
export async function deleteAccount(id: number): Promise<void> {
  await api.delete(`/usuarios/${id}`);
}

/** GET /api/usuarios/{id}/datos: everything the site holds about the account, as the JSON file's text. */
export async function fetchMyData(id: number): Promise<string> {
  const { data } = await api.get<string>(`/usuarios/${id}/datos`, { responseType: "text" });
  return data;
}

/** POST /api/usuarios/recuperar-contrasena: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await api.post<{ message: string }>("/usuarios/recuperar-contrasena", { email });
  return data.message;
}

/** POST /api/usuarios/restablecer-contrasena with the token of the e-mailed link. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const { data } = await api.post<{ message: string }>("/usuarios/restablecer-contrasena", { token, password });
  return data.message;
}

/** POST /api/usuarios/cambiar-contrasena: answers a fresh token for this session (every other one ends). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string; token: string }> {
  const { data } = await api.post<{ message: string; token: string }>("/usuarios/cambiar-contrasena", { currentPassword, newPassword });
  return data;
}
