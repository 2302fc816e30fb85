// The administrator's printouts: packing slips and address labels of one or several orders
// (GET /api/orders/packing-slips?pedidos=12,15 and GET /api/orders/address-labels?pedidos=12,15).
import { z } from "zod";
import { idTextSchema } from "./id.ts";

/** The most orders one printout takes. */
export const MAX_PRINTED_ORDERS = 50;

const PICK = "Elige los pedidos que quieres imprimir";

export const printOrdersSchema = z.strictObject(
  {
    pedidos: z
      .string({ error: PICK })
      .trim()
      .min(1, PICK)
      .transform((text) => text.split(","))
      .pipe(
        z
          .array(idTextSchema("La lista de pedidos no es válida"))
          .max(MAX_PRINTED_ORDERS, `Se imprimen como máximo ${MAX_PRINTED_ORDERS} pedidos a la vez`),
      )
      .transform((ids) => [...new Set(ids)]),
  },
  { error: PICK },
);

export type PrintOrdersInput = z.output<typeof printOrdersSchema>;
