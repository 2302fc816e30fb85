// The mail domain's public surface: whether the server sends mail. Without a mail server every mail is only kept in
// the admin's Correos, so no page may say that a mail was sent.
import { api } from "@/lib/api-client";
import type { PaymentConfig } from "@autora/common/contract/orders.ts";

/** GET /config's mailConfigured; false when it cannot be read (a page never claims a mail it cannot vouch for). */
export async function getMailConfigured(): Promise<boolean> {
  try {
    const { data } = await api.get<PaymentConfig>("/config");
    return data.mailConfigured === true;
  } catch {
    return false;
  }
}
