// The admin area's "Correos": every message of the outbox, newest first, one message with its HTML and text, and a
// test mail that proves the mail server works.
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { renderMail } from "../../lib/mail/layout.ts";
import { enqueueMail, MAIL_KINDS, type MailKind } from "../../lib/mail/outbox.ts";
import type { JsonSource } from "../../lib/json.ts";
import type { MailMessage, MailPage, TestMailAnswer } from "@autora/common/contract/mail.ts";
import { PAGE_SIZE } from "@autora/common/contract/paging.ts";

const kindText = (kind: string) => MAIL_KINDS[kind as MailKind] ?? kind;

export async function listMessages(
  { prisma }: Pick<AppContext, "prisma">,
  page: number,
): Promise<JsonSource<MailPage>> {
  const [rows, total] = await Promise.all([
    prisma.emailMessage.findMany({
      orderBy: { id: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        sentAt: true,
      },
    }),
    prisma.emailMessage.count(),
  ]);
  return { items: rows.map((row) => ({ ...row, kindText: kindText(row.kind) })), page, pageSize: PAGE_SIZE, total };
}

export async function getMessage({ prisma }: Pick<AppContext, "prisma">, id: number): Promise<JsonSource<MailMessage>> {
  const row = await prisma.emailMessage.findUnique({
    where: { id },
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      status: true,
      attempts: true,
      lastError: true,
      createdAt: true,
      sentAt: true,
      html: true,
      text: true,
      headers: true,
    },
  });
  if (!row) throw notFound("Correo no encontrado");
  return { ...row, kindText: kindText(row.kind) };
}

/** An administrator may send this many test mails an hour: enough to try a setting twice, too few to spam with. */
export const TEST_MAILS_PER_HOUR = 5;

/** Queues a test mail to the administrator's own address; the send-mail job sends it (or, without SMTP_URL, keeps it). */
export async function sendTestMail(
  { prisma, config }: Pick<AppContext, "prisma" | "config">,
  to: string,
): Promise<TestMailAnswer> {
  const rendered = renderMail({
    subject: "Correo de prueba",
    heading: "El correo de tu sitio funciona",
    blocks: [
      {
        kind: "p",
        text: "Si lees esto, tu sitio puede enviar correos: los avisos de pedidos, los boletines y los mensajes de contacto llegarán a su destino.",
      },
      { kind: "small", text: "Lo enviaste desde Administración → Correos. No necesitas responder." },
    ],
    siteUrl: config.siteUrl,
  });
  await enqueueMail(prisma, { kind: "mail_test", to, ...rendered });
  return { to };
}
