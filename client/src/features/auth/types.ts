export const ROLE_ADMIN = 1;
export const ROLE_READER = 2;

export interface User {
  id: number;
  nombre: string;
  email: string;
  rol: number;
}
