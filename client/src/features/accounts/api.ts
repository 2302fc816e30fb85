// The account calls (/api/usuarios), shared by the reader's pages, the admin area and the session slice.
import { api, apiPath } from "@/lib/api-client";
import type { User } from "./types";
import type { Administrators, LoginAnswer } from "@autora/common/contract/accounts.ts";

export type LoginResponse = LoginAnswer;

/** POST /api/usuarios/login */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>("/usuarios/login", { email, password });
  return data;
}

export interface NewAccount {
  nombre: string;
  email: string;
  password: string;
  /** a reader accepts the privacy notice */
  aceptaPrivacidad?: true;
  /** an administrator's setup link token */
  setupToken?: string;
}

/** POST /api/usuarios/crear with rol 1 (administrator) or 2 (reader); the caller looks at the status (201 is success). */
export async function register(input: NewAccount, rol: number): Promise<number> {
  const { status } = await api.post("/usuarios/crear", { ...input, rol });
  return status;
}

/** GET /api/usuarios/{id} */
export async function getUser(id: number): Promise<User> {
  const { data } = await api.get<User>(apiPath`/usuarios/${id}`);
  return data;
}

/** DELETE /api/usuarios/{id} (the bearer token is added by the client); see deleteAccount in sessionSlice. */
export async function deleteUser(id: number): Promise<void> {
  await api.delete(apiPath`/usuarios/${id}`);
}

/** GET /api/usuarios/{id}/datos: everything the site holds about the account, as the JSON file's text. */
export async function fetchMyData(id: number): Promise<string> {
  const { data } = await api.get<string>(apiPath`/usuarios/${id}/datos`, { responseType: "text" });
  return data;
}

/** POST /api/usuarios/recuperar-contrasena: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await api.post<{ message: string }>("/usuarios/recuperar-contrasena", { email });
  return data.message;
}

/** POST /api/usuarios/restablecer-contrasena with the token of the e-mailed link: answers a session, like signing in. */
export async function resetPassword(token: string, password: string): Promise<LoginAnswer & { message: string }> {
  const { data } = await api.post<LoginAnswer & { message: string }>("/usuarios/restablecer-contrasena", {
    token,
    password,
  });
  return data;
}

/** POST /api/usuarios/cambiar-contrasena: answers a fresh token for this session (every other one ends). */
export async function postPasswordChange(
  currentPassword: string,
  newPassword: string,
): Promise<{ message: string; token: string }> {
  const { data } = await api.post<{ message: string; token: string }>("/usuarios/cambiar-contrasena", {
    currentPassword,
    newPassword,
  });
  return data;
}

/** GET /api/usuarios/administradoras: every administrator, oldest first (administrators only). */
export async function getAdministrators(): Promise<Administrators["administradoras"]> {
  const { data } = await api.get<Administrators>("/usuarios/administradoras");
  return data.administradoras;
}
