import { api } from "../../../lib/api-client";
import type { User } from "../../auth/types";

export async function login(email: string, password: string): Promise<{ token: string; user: User }> {
  const { data } = await api.post<{ token: string; user: User }>("/usuarios/login", { email, password });
  return data;
}

/** Resolves with the HTTP status: 201 is the only success the register page accepts. `setupToken`: from the setup link. */
export async function registerAdmin(input: { nombre: string; email: string; password: string; setupToken?: string }): Promise<number> {
  const { status } = await api.post("/usuarios/crear", { ...input, rol: 1 });
  return status;
}

export async function getUser(id: number): Promise<User> {
  const { data } = await api.get<User>(`/usuarios/${id}`);
  return data;
}

export async function deleteAccount(id: number): Promise<void> {
  await api.delete(`/usuarios/${id}`);
}
