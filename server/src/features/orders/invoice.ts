// The invoice (CFDI) a buyer asked for, read back from the order's five columns (written together or not at all).
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import type { Order } from "../../generated/prisma/client.ts";

export function invoiceOf(order: Order): InvoiceData | null {
  const { facturaRfc, facturaRazonSocial, facturaRegimenFiscal, facturaUsoCfdi, facturaCodigoPostal } = order;
  if (!facturaRfc || !facturaRazonSocial || !facturaRegimenFiscal || !facturaUsoCfdi || !facturaCodigoPostal)
    return null;
  return {
    rfc: facturaRfc,
    razonSocial: facturaRazonSocial,
    regimenFiscal: facturaRegimenFiscal,
    usoCfdi: facturaUsoCfdi,
    codigoPostal: facturaCodigoPostal,
  };
}
