// Registration and login: the requests both the server and the client's forms check.
import { z } from "zod";
import { privacyConsentField } from "./privacy-consent.ts";
import { newPasswordField } from "./account.ts";
import { ROLE } from "./roles.ts";

export const emailField = z
  .string({ error: "El correo es obligatorio" })
  .trim()
  .toLowerCase()
  .max(254, "El correo es demasiado largo")
  .pipe(z.email({ error: "El correo no es válido" }));

export const createUserSchema = z
  .object({
    nombre: z.string({ error: "El nombre es obligatorio" }).trim().min(1, "El nombre es obligatorio").max(100, "El nombre no puede tener más de 100 caracteres"),
    email: emailField,
    password: newPasswordField,
    rol: z.union([z.literal(ROLE.admin), z.literal(ROLE.reader)], { error: "El rol debe ser 1 o 2" }).default(ROLE.reader),
    /** the token of the setup link the server prints while no administrator exists (first administrator only) */
    setupToken: z.string({ error: "El enlace de configuración no es válido" }).max(200, "El enlace de configuración no es válido").optional(),
    /** "He leído el aviso de privacidad"; absent in requests from clients older than the notice */
    aceptaPrivacidad: privacyConsentField,
  })
  .strict();
export type CreateUserInput = z.output<typeof createUserSchema>;

// Login only checks shapes: a wrong e-mail or password is a 401, never a hint about which one failed.
export const loginSchema = z
  .object({
    email: z.string({ error: "El correo es obligatorio" }).trim().toLowerCase().min(1, "El correo es obligatorio").max(254, "El correo es demasiado largo"),
    password: z.string({ error: "La contraseña es obligatoria" }).min(1, "La contraseña es obligatoria").max(1024, "La contraseña es demasiado larga"),
  })
  .strict();
export type LoginInput = z.output<typeof loginSchema>;

/** An account as the API shows it (never the password). `rol` is one of ROLE. */
export interface User {
  id: number;
  nombre: string;
  email: string;
  rol: number;
}

/** POST /api/usuarios/login */
export interface LoginAnswer {
  token: string;
  user: User;
}
