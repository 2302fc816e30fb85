import type { OrderStatus } from "../types";

export const orderStatusLabel: Record<OrderStatus, string> = {
  pending: "pendiente",
  paid: "pagado",
  shipped: "enviado",
  expired: "vencido",
  canceled: "cancelado",
};

export const orderStatusTone: Record<OrderStatus, "warn" | "ok" | "info" | "muted" | "danger"> = {
  pending: "warn",
  paid: "ok",
  shipped: "info",
  expired: "muted",
  canceled: "danger",
};

/** Cancelling only makes sense before the parcel leaves. */
export const canCancel = (status: OrderStatus) => status === "pending" || status === "paid";
