// The contact page's messages: stored with the mail to the author (the administrators) in one transaction, listed and
// deleted in the admin area's "Mensajes".
import type { AppContext } from "../../context.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { notFound } from "../../lib/errors.ts";
import type { JsonSource } from "../../lib/json.ts";
import { enqueueMail } from "../../lib/mail/outbox.ts";
import { contactMessageMail } from "./contact.mails.ts";
import type { ContactMessageInput, ContactMessagePage } from "@autora/common/contract/pages-contact-message.ts";
import { PAGE_SIZE } from "@autora/common/contract/paging.ts";

type Deps = Pick<AppContext, "prisma" | "config">;

const messageFields = { id: true, nombre: true, email: true, mensaje: true, createdAt: true } as const;

/**
 * Stores the message and queues it to every administrator, replies going to the sender. A message with the hidden
 * field filled in (a program, not a person) is dropped: the caller answers it as any other.
 */
export async function receiveContactMessage({ prisma, config }: Deps, input: ContactMessageInput): Promise<void> {
  if (input.sitioWeb) return;
  const { nombre, email, mensaje } = input;
  await prisma.$transaction(async (tx) => {
    await tx.contactMessage.create({ data: { nombre, email, mensaje, privacidadAceptadaEn: new Date() } });
    const admins = await tx.user.findMany({
      where: { rol: ROLE_ADMIN },
      select: { email: true },
      orderBy: { id: "asc" },
    });
    const mail = contactMessageMail(config.siteUrl, { nombre, email, mensaje });
    await enqueueMail(
      tx,
      ...admins.map((admin) => ({
        kind: "contact_message" as const,
        to: admin.email,
        headers: { "Reply-To": email },
        ...mail,
      })),
    );
  });
}

export async function listContactMessages(
  { prisma }: Pick<Deps, "prisma">,
  page: number,
): Promise<JsonSource<ContactMessagePage>> {
  const [items, total] = await Promise.all([
    prisma.contactMessage.findMany({
      select: messageFields,
      orderBy: { id: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    prisma.contactMessage.count(),
  ]);
  return { items, page, pageSize: PAGE_SIZE, total };
}

export async function deleteContactMessage({ prisma }: Pick<Deps, "prisma">, id: number): Promise<void> {
  const { count } = await prisma.contactMessage.deleteMany({ where: { id } });
  if (!count) throw notFound("Mensaje no encontrado");
}
