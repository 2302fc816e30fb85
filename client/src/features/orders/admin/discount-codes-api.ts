// The administrator's discount codes (GET, POST, PUT /discount-codes, POST /discount-codes/:id/deactivate).
import { api, apiPath } from "@/lib/api-client";
import type { DiscountCode, DiscountCodeInput, DiscountCodeUpdate } from "@autora/common/contract/orders-discounts.ts";

export async function getDiscountCodes(): Promise<DiscountCode[]> {
  const { data } = await api.get<DiscountCode[]>("/discount-codes");
  return data;
}

export async function createDiscountCode(body: DiscountCodeInput): Promise<DiscountCode> {
  const { data } = await api.post<DiscountCode>("/discount-codes", body);
  return data;
}

export async function updateDiscountCode(id: number, body: DiscountCodeUpdate): Promise<DiscountCode> {
  const { data } = await api.put<DiscountCode>(apiPath`/discount-codes/${id}`, body);
  return data;
}

export async function deactivateDiscountCode(id: number): Promise<DiscountCode> {
  const { data } = await api.post<DiscountCode>(apiPath`/discount-codes/${id}/deactivate`);
  return data;
}
