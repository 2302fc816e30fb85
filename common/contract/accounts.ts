import { z } from "zod";
import { privacyConsentField } from "./privacy-consent.ts";
import { ROLE } from "./accounts-roles.ts";
// Password reset and password change: the requests both the server and the client's forms check.

const MIN_PASSWORD_LENGTH = 8;
/** bcrypt ignores every byte after the 72nd, so a longer password would be silently truncated: refuse it instead. */
export const MAX_PASSWORD_BYTES = 72;

export const newPasswordField = z
  .string({ error: "La contraseña es obligatoria" })
  .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .refine(
    (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
    `La contraseña no puede tener más de ${MAX_PASSWORD_BYTES} bytes`,
  );

// Registration and login: the requests both the server and the client's forms check.

export const emailField = z
  .string({ error: "El correo es obligatorio" })
  .trim()
  .toLowerCase()
  .max(254, "El correo es demasiado largo")
  .pipe(z.email({ error: "El correo no es válido" }));

export const createUserSchema = z
  .object({
    nombre: z
      .string({ error: "El nombre es obligatorio" })
      .trim()
      .min(1, "El nombre es obligatorio")
      .max(100, "El nombre no puede tener más de 100 caracteres"),
    email: emailField,
    password: newPasswordField,
    rol: z
      .union([z.literal(ROLE.admin), z.literal(ROLE.reader)], { error: "El rol debe ser 1 o 2" })
      .default(ROLE.reader),
    /** the token of the setup link the server prints while no administrator exists (first administrator only) */
    setupToken: z
      .string({ error: "El enlace de configuración no es válido" })
      .max(200, "El enlace de configuración no es válido")
      .optional(),
    /** "He leído el aviso de privacidad"; absent in requests from clients older than the notice */
    aceptaPrivacidad: privacyConsentField,
  })
  .strict();
export type CreateUserInput = z.output<typeof createUserSchema>;

// Login only checks shapes: a wrong e-mail or password is a 401, never a hint about which one failed.
export const loginSchema = z
  .object({
    email: z
      .string({ error: "El correo es obligatorio" })
      .trim()
      .toLowerCase()
      .min(1, "El correo es obligatorio")
      .max(254, "El correo es demasiado largo"),
    password: z
      .string({ error: "La contraseña es obligatoria" })
      .min(1, "La contraseña es obligatoria")
      .max(1024, "La contraseña es demasiado larga"),
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

export const forgotPasswordSchema = z
  .object({
    email: z
      .string({ error: "Por favor, ingresa un correo válido" })
      .trim()
      .toLowerCase()
      .max(254, "Por favor, ingresa un correo válido")
      .pipe(z.email({ error: "Por favor, ingresa un correo válido" })),
  })
  .strict();
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** The same answer whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  "Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada.";
export const INVALID_RESET_LINK = "El enlace no es válido o ya venció. Pide uno nuevo.";

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: INVALID_RESET_LINK }).regex(/^[A-Za-z0-9_-]{20,100}$/, INVALID_RESET_LINK),
    password: newPasswordField,
  })
  .strict();
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Escribe tu contraseña actual" })
      .min(1, "Escribe tu contraseña actual")
      .max(1024, "La contraseña es demasiado larga"),
    newPassword: newPasswordField,
  })
  .strict();
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** GET /api/usuarios/administradoras: every administrator, oldest first (Mi perfil says up front when she is the last one). */
export const administratorsSchema = z.strictObject({
  administradoras: z.array(z.strictObject({ id: z.number().int().positive(), nombre: z.string(), email: z.string() })),
});
export type Administrators = z.infer<typeof administratorsSchema>;
