import { z } from "zod";

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Empty clears the link; anything else must be a full http(s) address. */
const socialLink = (label: string) =>
  z
    .string({ error: `El enlace de ${label} es obligatorio (puede ir vacío)` })
    .trim()
    .max(500, `El enlace de ${label} no puede tener más de 500 caracteres`)
    .refine((value) => value === "" || isHttpUrl(value), `El enlace de ${label} debe empezar con http:// o https://`);

export const contactInfoSchema = z
  .object({
    phone: z
      .string({ error: "El teléfono es obligatorio (puede ir vacío)" })
      .trim()
      .max(30, "El teléfono no puede tener más de 30 caracteres")
      .regex(/^[0-9+()\-.\s]*$/, "El teléfono solo puede tener números, espacios y los signos + - ( ) ."),
    email: z
      .string({ error: "El correo es obligatorio (puede ir vacío)" })
      .trim()
      .max(254, "El correo es demasiado largo")
      .refine((value) => value === "" || z.email().safeParse(value).success, "El correo de contacto no es válido"),
    youtube: socialLink("YouTube"),
    facebook: socialLink("Facebook"),
    instagram: socialLink("Instagram"),
  })
  .strict();
export type ContactInfoInput = z.output<typeof contactInfoSchema>;
/** GET /api/contact-info answers what PUT stored. */
export type ContactInfo = ContactInfoInput;
