// The admin area's "Correos": every message of the outbox, newest first, and one message with its HTML and text.
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { MAIL_KINDS, type MailKind } from "../../lib/mail/outbox.ts";
import type { JsonSource } from "../../lib/json.ts";
import type { MailMessage, MailPage } from "@autora/common/contract/mail.ts";
import { PAGE_SIZE } from "@autora/common/contract/paging.ts";

const kindText = (kind: string) => MAIL_KINDS[kind as MailKind] ?? kind;

export async function listMessages({ prisma }: Pick<AppContext, "prisma">, page: number): Promise<JsonSource<MailPage>> {
  const [rows, total] = await Promise.all([
    prisma.emailMessage.findMany({
      orderBy: { id: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: { id: true, kind: true, to: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true },
    }),
    prisma.emailMessage.count(),
  ]);
  return { items: rows.map((row) => ({ ...row, kindText: kindText(row.kind) })), page, pageSize: PAGE_SIZE, total };
}

export async function getMessage({ prisma }: Pick<AppContext, "prisma">, id: number): Promise<JsonSource<MailMessage>> {
  const row = await prisma.emailMessage.findUnique({
    where: { id },
    select: { id: true, kind: true, to: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true, html: true, text: true, headers: true },
  });
  if (!row) throw notFound("Correo no encontrado");
  return { ...row, kindText: kindText(row.kind) };
}
