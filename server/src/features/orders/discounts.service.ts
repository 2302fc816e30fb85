// The author's discount codes: list, create, edit and deactivate (a code is never deleted: orders name it).
import type { DiscountCode as DiscountCodeRow } from "../../generated/prisma/client.ts";
import type { PrismaClient } from "../../lib/db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import type { JsonSource } from "../../lib/json.ts";
import type { DiscountCode, DiscountCodeInput, DiscountCodeUpdate } from "@autora/common/contract/orders-discounts.ts";

/** A DATE column as its day, "2026-12-01". */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const toDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

export function toDiscountCodeJson(row: DiscountCodeRow): JsonSource<DiscountCode> {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    startsOn: row.startsOn && isoDay(row.startsOn),
    endsOn: row.endsOn && isoDay(row.endsOn),
    maxUses: row.maxUses,
    uses: row.uses,
    minPurchaseCentavos: row.minPurchaseCentavos,
    active: row.active,
    createdAt: row.createdAt,
  };
}

const columns = (input: DiscountCodeUpdate) => ({
  ...input,
  startsOn: toDate(input.startsOn),
  endsOn: toDate(input.endsOn),
});

export async function listDiscountCodes(prisma: PrismaClient) {
  const rows = await prisma.discountCode.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toDiscountCodeJson);
}

export async function createDiscountCode(prisma: PrismaClient, { code, ...input }: DiscountCodeInput) {
  const created = await prisma.discountCode.createManyAndReturn({
    data: { code, ...columns(input) },
    skipDuplicates: true,
  });
  if (created.length === 0) throw new HttpError(409, `Ya existe el código ${code}`);
  return toDiscountCodeJson(created[0]);
}

async function change(
  prisma: PrismaClient,
  id: number,
  data: Parameters<PrismaClient["discountCode"]["update"]>[0]["data"],
) {
  const { count } = await prisma.discountCode.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("Código de descuento no encontrado");
  return toDiscountCodeJson(await prisma.discountCode.findUniqueOrThrow({ where: { id } }));
}

export const updateDiscountCode = (prisma: PrismaClient, id: number, input: DiscountCodeUpdate) =>
  change(prisma, id, columns(input));

/** The code stops applying; orders already placed with it keep their discount. */
export const deactivateDiscountCode = (prisma: PrismaClient, id: number) => change(prisma, id, { active: false });
