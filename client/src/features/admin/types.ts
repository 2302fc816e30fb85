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
  items: { bookId: number | null; name: string; price: number; quantity: number }[];
}

export type { PaymentConfig as PublicConfig } from "../checkout/api/getPaymentConfig";
