// The single contact-information row (id 1), read by the contact page and saved by the administrator.
import type { PrismaClient } from "../../lib/db/client.ts";
import type { ContactInfoInput } from "@autora/common/contract/pages.ts";

const ROW_ID = 1;
const fields = { phone: true, email: true, youtube: true, facebook: true, instagram: true } as const;
const empty: ContactInfoInput = { phone: "", email: "", youtube: "", facebook: "", instagram: "" };

export async function getContactInfo(prisma: PrismaClient): Promise<ContactInfoInput> {
  return (await prisma.contactInfo.findUnique({ where: { id: ROW_ID }, select: fields })) ?? empty;
}

export function saveContactInfo(prisma: PrismaClient, input: ContactInfoInput): Promise<ContactInfoInput> {
  return prisma.contactInfo.upsert({
    where: { id: ROW_ID },
    create: { id: ROW_ID, ...input },
    update: input,
    select: fields,
  });
}
