// What the admin screens read from the API (docs/api.md). Books and testimonials live in features/book/types.
export interface Photo {
  id: number;
  url: string;
  descripcion: string | null;
  activo: boolean;
  createdAt: string;
}

export interface BlogDocument {
  id: number;
  title: string;
  description: string | null;
  pdfUrl: string;
  createdAt: string;
}

export interface ContactInfo {
  phone: string;
  email: string;
  youtube: string;
  facebook: string;
  instagram: string;
}

export interface SiteContent {
  introTitle: string;
  authorName: string;
  authorTitle: string;
  mainTitle: string;
  subtitle: string;
}

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
  createdAt: string;
  items: { bookId: number | null; name: string; price: number; quantity: number }[];
}

export interface PublicConfig {
  paymentProvider: "stripe" | "simulated";
  stripePublishableKey: string | null;
}
