// The address and phone rules the server applies (common/contract/orders-address.ts). Only the checkout page imports this
// module, so zod loads with that page and not with the code every page shares.
import { direccionSchema, telefonoSchema } from "@autora/common/contract/orders-address.ts";
import type { ShippingInfo } from "./shipping";

/** The first problem with the address or phone, in the server's Spanish words, or null. */
export function addressRulesProblem(info: ShippingInfo): string | null {
  const phone = telefonoSchema.safeParse(info.telefono);
  if (!phone.success) return phone.error.issues[0]?.message ?? "El teléfono debe tener 10 dígitos";
  const { calleNumero, colonia, codigoPostal, ciudad, estado, referencias } = info;
  const address = direccionSchema.safeParse({ calleNumero, colonia, codigoPostal, ciudad, estado, referencias });
  return address.success ? null : (address.error.issues[0]?.message ?? "Revisa la dirección");
}
