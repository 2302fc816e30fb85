import { z } from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, `${label} es obligatorio`)
    .max(max, `${label} no puede tener más de ${max} caracteres`);

export const siteContentSchema = z
  .object({
    introTitle: text("El título de introducción", 200),
    authorName: text("El nombre de la autora", 120),
    authorTitle: text("El título de la autora", 120),
    mainTitle: text("El título principal", 200),
    subtitle: text("El subtítulo", 2000),
  })
  .strict();
export type SiteContent = z.output<typeof siteContentSchema>;

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
