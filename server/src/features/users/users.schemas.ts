import { z } from "zod";
import { MAX_PASSWORD_BYTES } from "../../lib/passwords.ts";
import { ROLE_ADMIN, ROLE_READER } from "../../lib/auth.ts";

const MIN_PASSWORD_LENGTH = 8;

export const emailField = z
  .string({ error: "El correo es obligatorio" })
  .trim()
  .toLowerCase()
  .max(254, "El correo es demasiado largo")
  .pipe(z.email({ error: "El correo no es válido" }));

// bcrypt ignores every byte after the 72nd, so a longer password would be silently truncated: refuse it instead.
const newPassword = z
  .string({ error: "La contraseña es obligatoria" })
  .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .refine((value) => Buffer.byteLength(value, "utf8") <= MAX_PASSWORD_BYTES, `La contraseña no puede tener más de ${MAX_PASSWORD_BYTES} bytes`);

export const createUserSchema = z
  .object({
    nombre: z.string({ error: "El nombre es obligatorio" }).trim().min(1, "El nombre es obligatorio").max(100, "El nombre no puede tener más de 100 caracteres"),
    email: emailField,
    password: newPassword,
    rol: z.union([z.literal(ROLE_ADMIN), z.literal(ROLE_READER)], { error: "El rol debe ser 1 o 2" }).default(ROLE_READER),
    /** the token of the setup link the server prints while no administrator exists (first administrator only) */
    setupToken: z.string({ error: "El enlace de configuración no es válido" }).max(200, "El enlace de configuración no es válido").optional(),
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
