// Every problem of the checkout form at once, in the contract's own Spanish words (the server validates with the same
// schema), each keyed by the field that shows it: the shipping fields, the invoice fields and the privacy box.
import { checkoutSchema, type CheckoutInput, type CheckoutRequest } from "@autora/common/contract/orders.ts";
import { requiredMessage } from "@autora/common/contract/orders-address.ts";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { paymentRequest, type OrderLine, type ShippingInfo } from "./shipping";

export type ProblemField = keyof ShippingInfo | `factura.${keyof InvoiceData}` | "aceptaPrivacidad";
export type Problems = Partial<Record<ProblemField, string>>;

/** The request's field (its path in the schema) as the form's field. */
function formField(path: PropertyKey[]): ProblemField | undefined {
  const [first, second] = path.map(String);
  if (first === "nombre") return "nombres";
  if (first === "direccion" || first === "factura")
    return (first === "factura" ? `factura.${second}` : second) as ProblemField;
  if (first === "email" || first === "telefono" || first === "aceptaPrivacidad") return first;
  return undefined; // the items: the cart's own checks speak for them
}

/**
 * What to fix (the first problem of each field; the cart's own problem apart), or, when nothing is wrong, the request
 * to send and the invoice data as the server will store them (for the order page). The two name fields go to the server as one, so each blank one is named here; a blank e-mail is named too,
 * rather than called invalid.
 */
export function checkoutProblems(
  shipping: ShippingInfo,
  lines: OrderLine[],
  { consent, invoice }: { consent: boolean; invoice: InvoiceData | null },
): {
  request: CheckoutRequest | null;
  factura: CheckoutInput["factura"];
  problems: Problems;
  cartProblem: string | null;
} {
  const request: CheckoutRequest = {
    ...paymentRequest(shipping, lines),
    aceptaPrivacidad: consent,
    ...(invoice && { factura: invoice }),
  };
  const parsed = checkoutSchema.safeParse(request);
  const issues = parsed.error?.issues ?? [];
  const problems: Problems = {};
  if (!shipping.nombres.trim()) problems.nombres = requiredMessage("Nombre(s)");
  if (!shipping.apellidos.trim()) problems.apellidos = requiredMessage("Apellidos");
  if (!shipping.email.trim()) problems.email = requiredMessage("Correo electrónico");
  for (const issue of issues) {
    const field = formField(issue.path);
    if (field && !problems[field]) problems[field] = issue.message;
  }
  const cartProblem = issues.find((issue) => issue.path[0] === "items")?.message ?? null;
  const ok = parsed.success && !Object.keys(problems).length;
  return { request: ok ? request : null, factura: parsed.data?.factura, problems, cartProblem };
}
