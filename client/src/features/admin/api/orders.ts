import { api } from "../../../lib/api-client";
import type { Order, PublicConfig } from "../types";

export async function getOrders(): Promise<Order[]> {
  const { data } = await api.get<Order[]>("/orders");
  return data;
}

export async function setOrderStatus(id: number, status: "shipped" | "canceled"): Promise<Order> {
  const { data } = await api.patch<Order>(`/orders/${id}`, { status });
  return data;
}

/** Only answered when the server runs the simulated payment provider. */
export async function simulatePayment(id: number): Promise<Order> {
  const { data } = await api.post<Order>(`/orders/${id}/simulate-payment`);
  return data;
}

export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await api.get<PublicConfig>("/config");
  return data;
}
