// What the admin screens read from the API (the README's API table). Books and testimonials live in features/book/types.
// One definition per entity: the admin screens use the types of the features that show them to the public.
export type { Photo } from "../gallery/types";
export type { BlogDocument } from "../events/api";
export type { ContactInfo } from "../contact/api";
export type { SiteContent } from "../home/api";

import type { InvoiceData } from "../../../../common/contract/invoice-catalogue";

export type OrderStatus = "pending" | "paid" | "shipped" | "expired" | "canceled";

export interface Order {
  id: number;
  status: OrderStatus;
  nombre: string;
  email: string;
  telefono: string;
  direccion: { calleNumero: string; colonia: string; codigoPostal: string; ciudad: string; estado: string; referencias: string };
  total: number;
  paymentProvider: string;
  voucherUrl: string | null;
  voucherExpiresAt: string | null;
  /** the invoice (CFDI) the buyer asked for, or null */
  factura: InvoiceData | null;
  /** when the buyer accepted the privacy notice; null for orders placed without it */
  privacidadAceptadaEn: string | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  expiredAt: string | null;
  canceledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** paid after its voucher expired, when the copies were already gone */
  stockShort: boolean;
  items: { bookId: number | null; name: string; price: number; quantity: number }[];
}

export interface SalesSummary {
  month: { paidOrders: number; revenue: number };
  total: { paidOrders: number; revenue: number };
  pending: { vouchers: number; amount: number };
  paidShare: number | null;
  copiesLeft: number | null;
  weeks: { weekStart: string; paidOrders: number }[];
}

export type { PaymentConfig as PublicConfig } from "../checkout/api/getPaymentConfig";
