// The e-mails an order's life causes, queued inside the transaction that changes the order. One call each:
//   await queueOrderMails(tx, config.siteUrl, order.id, "expired");
//   await queueOrderMails(tx, config.siteUrl, order.id, "shipped", { carrier, trackingNumber });
//   await queueOrderMails(tx, config.siteUrl, order.id, "shipping_corrected", { carrier, trackingNumber });
import { invoiceLines } from "@autora/common/contract/orders-invoice-catalogue.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ROLE_ADMIN } from "../../lib/auth.ts";
import { mailbox } from "../../lib/mail/mailbox.ts";
import { enqueueMail, type OutgoingMail } from "../../lib/mail/outbox.ts";
import { createSharedCounters } from "../../lib/rate-limit.ts";
import { invoiceOf } from "./invoice.ts";
import { dedicationMailLines } from "./dedication.ts";
import {
  orderCanceledMail,
  orderReceivedMail,
  orderShippedMail,
  orderToShipMail,
  paymentReceivedMail,
  shippingCorrectedMail,
  voucherExpiredMail,
  type ShipmentInfo,
} from "./orders.mails.ts";

export type OrderMailEvent = "received" | "paid" | "shipped" | "shipping_corrected" | "expired" | "canceled";

/** "Order received" mails per recipient mailbox (lib/mail/mailbox.ts) and hour; past it the order stands but no further such mail is queued. */
export const RECEIVED_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export async function queueOrderMails(
  tx: Prisma.TransactionClient,
  siteUrl: string,
  orderId: number,
  event: OrderMailEvent,
  shipment: ShipmentInfo = {},
): Promise<void> {
  const found = await tx.order.findUnique({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, usuario: { select: { email: true, correoConfirmadoEn: true } } },
  });
  if (!found) return;
  const to = found.email;
  // The name typed at checkout is echoed only to the account's own address once the account has proved it is theirs:
  // anyone may type anyone's address, at checkout and at registration.
  const ownAddress =
    found.usuario?.correoConfirmadoEn != null && found.usuario.email.toLowerCase() === to.toLowerCase();
  const order = { ...found, greetByName: ownAddress };
  const mails: OutgoingMail[] = [];
  switch (event) {
    case "received": {
      // Counted in the caller's transaction (shared by every process, undone if the order is not stored). The buyer
      // still sees the voucher on screen after checkout and can look the order up; the address gets no flood.
      const { hits } = await createSharedCounters(tx).hit(`correo-pedido:${mailbox(to)}`, HOUR_MS);
      if (hits <= RECEIVED_MAILS_PER_HOUR)
        mails.push({ kind: "order_received", to, ...orderReceivedMail(siteUrl, order) });
      break;
    }
    case "paid": {
      mails.push({ kind: "payment_received", to, ...paymentReceivedMail(siteUrl, order) });
      const admins = await tx.user.findMany({
        where: { rol: ROLE_ADMIN },
        select: { email: true },
        orderBy: { id: "asc" },
      });
      // the dedication and the invoice the buyer asked for, if any, go to the author with the order to ship
      const invoice = invoiceLines(invoiceOf(order)).map(([label, value]) => ({ label, value }));
      const toAuthor = orderToShipMail(siteUrl, order, [...dedicationMailLines(order), ...invoice]);
      for (const admin of admins) mails.push({ kind: "order_to_ship", to: admin.email, ...toAuthor });
      break;
    }
    case "shipped":
      mails.push({ kind: "order_shipped", to, ...orderShippedMail(siteUrl, order, shipment) });
      break;
    case "shipping_corrected":
      mails.push({ kind: "order_shipping_corrected", to, ...shippingCorrectedMail(siteUrl, order, shipment) });
      break;
    case "expired":
      mails.push({ kind: "voucher_expired", to, ...voucherExpiredMail(siteUrl, order) });
      break;
    case "canceled":
      mails.push({ kind: "order_canceled", to, ...orderCanceledMail(siteUrl, order) });
      break;
  }
  await enqueueMail(tx, ...mails);
}
