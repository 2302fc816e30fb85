// The invoice (CFDI) request of the checkout body, checked the same way by the checkout form and the server: the RFC's
// format (no generic RFC), a régimen that fits the kind of RFC, a uso that the régimen allows, and a 5-digit código
// postal fiscal. The catalogues and messages are in invoice-catalogue.ts.
import { z } from "zod";
import { GENERIC_RFCS, INVOICE_MESSAGES, regimenFiscal, rfcKind, usoCfdi } from "./orders-invoice-catalogue.ts";

const text = (message: string) => z.string({ error: message }).trim();

export const invoiceSchema = z
  .strictObject(
    {
      rfc: text(INVOICE_MESSAGES.rfc)
        .toUpperCase()
        .refine((rfc) => !GENERIC_RFCS.includes(rfc), INVOICE_MESSAGES.genericRfc)
        .refine((rfc) => rfcKind(rfc) !== null, INVOICE_MESSAGES.rfc),
      razonSocial: text(INVOICE_MESSAGES.razonSocial)
        .min(1, INVOICE_MESSAGES.razonSocial)
        .max(254, "La razón social admite como máximo 254 caracteres"),
      regimenFiscal: text(INVOICE_MESSAGES.regimen).refine((clave) => !!regimenFiscal(clave), INVOICE_MESSAGES.regimen),
      usoCfdi: text(INVOICE_MESSAGES.uso)
        .toUpperCase()
        .refine((clave) => !!usoCfdi(clave), INVOICE_MESSAGES.uso),
      codigoPostal: text(INVOICE_MESSAGES.codigoPostal).regex(/^\d{5}$/, INVOICE_MESSAGES.codigoPostal),
    },
    { error: (issue) => (issue.code === "invalid_type" ? "Los datos de facturación no son válidos" : undefined) },
  )
  .superRefine((invoice, ctx) => {
    const kind = rfcKind(invoice.rfc);
    const regimen = regimenFiscal(invoice.regimenFiscal);
    if (kind && regimen && !regimen[kind])
      ctx.addIssue({ code: "custom", path: ["regimenFiscal"], message: INVOICE_MESSAGES.regimenKind });
    const uso = usoCfdi(invoice.usoCfdi);
    if (regimen && uso && !uso.regimenes.includes(regimen.clave))
      ctx.addIssue({ code: "custom", path: ["usoCfdi"], message: INVOICE_MESSAGES.usoRegimen });
  });
