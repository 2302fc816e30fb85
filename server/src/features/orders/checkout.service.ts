// Checkout (the cart priced by pricing.ts, order and items stored together, then the provider's payment) and the one
// function through which a payment event changes an order: the Stripe webhook and the simulated "mark paid".
import { randomUUID } from "node:crypto";
import { consentDate } from "@autora/common/contract/privacy-consent.ts";
import { formatCentavos } from "@autora/common/format.ts";
import type { AppContext } from "../../context.ts";
import type { OrderStatus } from "../../generated/prisma/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { changeOrderStatus, findOrder, toOrderJson, type OrderJson } from "./orders.service.ts";
import { shortageMessage, takeStock } from "./stock.ts";
import { assertMayHold } from "./checkout-limits.ts";
import { dedicationColumns } from "./dedication.ts";
import { guardCodeGuesses } from "./code-guesses.ts";
import { takeDiscountUse } from "./discount-uses.ts";
import { CODE_USED_UP, priceCart } from "./pricing.ts";
import {
  OXXO_MAX_CENTAVOS,
  OXXO_MIN_CENTAVOS,
  type OxxoPayment,
  type PaymentEventData,
} from "../../lib/payments/types.ts";
import { queueOrderMails, type OrderMailEvent } from "./order-mails.ts";
import { orderPagePath, type CheckoutAnswer, type CheckoutInput } from "@autora/common/contract/orders.ts";

/** The buyer: signed in (usuarioId) or not, and the client address the checkout came from. */
export interface Buyer {
  usuarioId: number | undefined;
  ip: string;
}

export async function checkout(
  ctx: AppContext,
  input: CheckoutInput,
  { usuarioId, ip }: Buyer,
): Promise<CheckoutAnswer> {
  const { prisma, payments } = ctx;
  if (input.code) await guardCodeGuesses(prisma, ip, input.code);
  const dedication = await dedicationColumns(prisma, input);
  // One transaction: what the buyer already holds is counted (a 409 or 429 past the limits), the cart is priced, the
  // copies and the code's use are taken (or a 409 says they are gone) and the order is stored with its items.
  const copies = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const order = await prisma.$transaction(async (tx) => {
    await assertMayHold(tx, ctx.config.checkoutLimits, { email: input.email, telefono: input.telefono, ip }, copies);
    // Priced after assertMayHold's lock on this e-mail, so "already used by you" sees every earlier checkout with it.
    const cart = await priceCart(tx, {
      items: input.items.map((item) => ({ bookId: item.id, quantity: item.quantity })),
      code: input.code,
      email: input.email,
    });
    if (cart.codeRefusal) throw new HttpError(409, cart.codeRefusal);
    if (cart.totalCentavos < OXXO_MIN_CENTAVOS || cart.totalCentavos > OXXO_MAX_CENTAVOS) {
      throw new HttpError(
        400,
        `Para pagar en OXXO el total debe estar entre ${formatCentavos(OXXO_MIN_CENTAVOS)} y ${formatCentavos(OXXO_MAX_CENTAVOS)}`,
      );
    }
    const shortage = await takeStock(tx, cart.lines);
    if (shortage) throw new HttpError(409, shortageMessage(shortage));
    if (cart.codeId !== null && !(await takeDiscountUse(tx, cart.codeId))) throw new HttpError(409, CODE_USED_UP);
    return tx.order.create({
      data: {
        status: "pending",
        nombre: input.nombre,
        email: input.email,
        telefono: input.telefono,
        ...input.direccion,
        privacidadAceptadaEn: consentDate(input.aceptaPrivacidad),
        ...(input.factura && {
          facturaRfc: input.factura.rfc,
          facturaRazonSocial: input.factura.razonSocial,
          facturaRegimenFiscal: input.factura.regimenFiscal,
          facturaUsoCfdi: input.factura.usoCfdi,
          facturaCodigoPostal: input.factura.codigoPostal,
        }),
        ...dedication,
        totalCentavos: cart.totalCentavos,
        ...(cart.discount && {
          discountCode: cart.discount.code,
          discountCentavos: cart.discount.amountCentavos,
          discountCodeId: cart.codeId,
          discountReserved: true,
        }),
        usuarioId: usuarioId ?? null,
        paymentProvider: payments.provider,
        stockReserved: true,
        checkoutIp: ip,
        items: {
          create: cart.lines.map(({ bookId, name, unitPriceCentavos, quantity }) => ({
            bookId,
            name,
            unitPriceCentavos,
            quantity,
          })),
        },
      },
      select: { id: true, createdAt: true, totalCentavos: true, pageToken: true },
    });
  });
  let payment: OxxoPayment;
  try {
    payment = await payments.createOxxoPayment({
      orderId: order.id,
      amountCentavos: order.totalCentavos,
      idempotencyKey: `pedido-${order.id}-${order.createdAt.getTime()}`,
    });
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, "no se pudo crear el pago OXXO");
    await changeOrderStatus(prisma, order.id, "canceled", { from: ["pending"] });
    throw new HttpError(502, "No se pudo generar el pago");
  }
  // The order is created for its buyer once its voucher exists; the voucher and its e-mail are stored together. With
  // Stripe the voucher link comes later, with the webhook that carries it (see applyPaymentEvent), and the e-mail with it.
  // When the database fails here (a restart, an outage), the buyer never sees the voucher: the order is canceled, which
  // gives its copies and code back, and if even that fails, the expiry sweeper cancels it a few minutes later
  // (an order with no voucher is stranded: expiry-sweeper.ts).
  await attachVoucher(ctx, order.id, payment).catch(async (err: unknown) => {
    ctx.log.error({ err, orderId: order.id }, "no se pudo guardar la ficha del pedido");
    await changeOrderStatus(prisma, order.id, "canceled", { from: ["pending"] }).catch(() => {});
    throw new HttpError(503, CHECKOUT_INTERRUPTED);
  });
  return {
    client_secret: payment.clientSecret,
    orderId: order.id,
    orderPage: orderPagePath(order.pageToken),
    ...(payment.voucherUrl && { hosted_voucher_url: payment.voucherUrl }),
  };
}

export const CHECKOUT_INTERRUPTED =
  "No se pudo completar tu pedido y no se te apartó nada. Intenta de nuevo en un momento.";

/** Stores the voucher on its order and, when its link is known, queues the "Recibimos tu pedido" e-mail: together. */
function attachVoucher({ prisma, config }: AppContext, orderId: number, payment: OxxoPayment) {
  return prisma.$transaction(async (tx) => {
    const attached = await changeOrderStatus(tx, orderId, "pending", {
      from: ["pending"],
      data: {
        paymentIntentId: payment.paymentIntentId,
        voucherExpiresAt: payment.voucherExpiresAt,
        voucherUrl: payment.voucherUrl ?? null,
        voucherReference: payment.voucherReference ?? null,
      },
    });
    // canceled meanwhile (swept as stranded after an outage): the buyer must not get a voucher for it
    if (!attached) throw new Error(`el pedido ${orderId} ya no está pendiente`);
    if (payment.voucherUrl) await queueOrderMails(tx, config.siteUrl, orderId, "received");
  });
}

/** What each event may do. A paid order never moves back: failure and cancel events only touch pending orders. */
const TRANSITIONS: Record<string, { to: OrderStatus; from: OrderStatus[] }> = {
  "payment_intent.succeeded": { to: "paid", from: ["pending", "expired", "canceled"] },
  "payment_intent.payment_failed": { to: "expired", from: ["pending"] },
  "payment_intent.canceled": { to: "canceled", from: ["pending"] },
};

export interface AppliedEvent {
  orderId: number | null;
  /** false when this event id was already processed (a replay) */
  applied: boolean;
}

const MAIL_FOR_STATUS: Partial<Record<OrderStatus, OrderMailEvent>> = {
  paid: "paid",
  expired: "expired",
  canceled: "canceled",
};

/**
 * Stores the event id once and, in the same transaction, moves the order along and queues the e-mails the change
 * causes (payment received and the author's "to ship", voucher expired, canceled, or the voucher once Stripe sends its
 * link).
 * A replay changes nothing and sends nothing.
 */
export async function applyPaymentEvent(
  { prisma, config }: Pick<AppContext, "prisma" | "config">,
  event: PaymentEventData,
): Promise<AppliedEvent> {
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { paymentIntentId: event.paymentIntentId },
      select: { id: true, voucherUrl: true },
    });
    const orderId = order?.id ?? null;
    const stored = await tx.paymentEvent.createMany({
      data: { id: event.id, type: event.type, orderId },
      skipDuplicates: true,
    });
    if (stored.count === 0) return { orderId, applied: false };
    if (!order) return { orderId, applied: true };
    const transition = TRANSITIONS[event.type];
    if (transition && (await changeOrderStatus(tx, order.id, transition.to, { from: transition.from }))) {
      const mail = MAIL_FOR_STATUS[transition.to];
      if (mail) await queueOrderMails(tx, config.siteUrl, order.id, mail);
    }
    if (event.voucherUrl) {
      await tx.order.update({
        where: { id: order.id },
        data: {
          voucherUrl: event.voucherUrl,
          voucherExpiresAt: event.voucherExpiresAt,
          ...(event.voucherReference && { voucherReference: event.voucherReference }),
        },
      });
      if (!order.voucherUrl && !transition) await queueOrderMails(tx, config.siteUrl, order.id, "received");
    }
    return { orderId, applied: true };
  });
}

/** The simulated provider's "mark paid": the same code path as Stripe's payment_intent.succeeded. */
export async function simulatePayment(ctx: Pick<AppContext, "prisma" | "config">, id: number): Promise<OrderJson> {
  const { prisma } = ctx;
  const order = await findOrder(prisma, id);
  if (order.paymentProvider !== "simulated" || !order.paymentIntentId) {
    throw new HttpError(409, "Solo los pedidos en modo de prueba se pueden marcar como pagados");
  }
  await applyPaymentEvent(ctx, {
    id: `sim_evt_${randomUUID()}`,
    type: "payment_intent.succeeded",
    paymentIntentId: order.paymentIntentId,
  });
  return toOrderJson(await findOrder(prisma, id));
}
