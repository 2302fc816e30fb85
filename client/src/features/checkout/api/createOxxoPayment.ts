import type { InvoiceData } from "../../../../../common/contract/invoice-catalogue";
import { api } from "../../../lib/api-client";

/** The body of POST /pago-oxxo (spec section 7). The server prices the items from its own catalogue. */
export interface OxxoPaymentRequest {
  /** nombres and apellidos joined by a space */
  nombre: string;
  email: string;
  telefono: string;
  direccion: { calleNumero: string; colonia: string; codigoPostal: string; ciudad: string; estado: string; referencias: string };
  items: { id: number; name: string; price: number; quantity: number }[];
  /** the buyer ticked "He leído el aviso de privacidad" */
  aceptaPrivacidad?: true;
  /** only when the buyer asked for an invoice */
  factura?: InvoiceData;
}

export interface OxxoPaymentResponse {
  client_secret?: string;
  orderId?: number;
  /** only with the simulated provider: the server's own voucher page */
  hosted_voucher_url?: string;
  error?: string;
}

export async function createOxxoPayment(body: OxxoPaymentRequest): Promise<OxxoPaymentResponse> {
  const { data } = await api.post<OxxoPaymentResponse>("/pago-oxxo", body);
  return data;
}
