// Password reset and password change: the requests both the server and the client's forms check.
import { z } from "zod";

const MIN_PASSWORD_LENGTH = 8;
/** bcrypt ignores every byte after the 72nd, so a longer password would be silently truncated: refuse it instead. */
export const MAX_PASSWORD_BYTES = 72;

export const newPasswordField = z
  .string({ error: "La contraseña es obligatoria" })
  .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .refine((value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES, `La contraseña no puede tener más de ${MAX_PASSWORD_BYTES} bytes`);

export const forgotPasswordSchema = z
  .object({
    email: z.string({ error: "Por favor, ingresa un correo válido" }).trim().toLowerCase().max(254, "Por favor, ingresa un correo válido").pipe(z.email({ error: "Por favor, ingresa un correo válido" })),
  })
  .strict();
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** The same answer whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = "Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada.";
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
    currentPassword: z.string({ error: "Escribe tu contraseña actual" }).min(1, "Escribe tu contraseña actual").max(1024, "La contraseña es demasiado larga"),
    newPassword: newPasswordField,
  })
  .strict();
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
