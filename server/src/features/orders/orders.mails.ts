// Every e-mail an order's life sends (queued by order-mails.ts), in Spanish, in the shop's layout (lib/mail/layout.ts).
// Each returns subject, HTML and text; links are absolute, built from siteUrl (PUBLIC_URL), never from a request's
// Host header.
import type { Order, OrderItem } from "../../generated/prisma/client.ts";
import { renderMail, type Block, type Rendered } from "../../lib/mail/layout.ts";
import { formatCentavos, formatMexicoCity } from "@autora/common/format.ts";
import { formatTelefono } from "@autora/common/phone.ts";
import { orderPagePath } from "@autora/common/contract/orders.ts";
import { trackingLink } from "@autora/common/contract/orders-carriers.ts";

/**
 * An order as its mails read it: the stored order with its items, and `greetByName`: the address is the buyer's own
 * account, so the mail may greet them by the name they typed. Otherwise the mail goes to an address that never
 * confirmed anything and carries none of the text typed at checkout.
 */
export type OrderForMail = Order & {
  items: Pick<OrderItem, "name" | "quantity" | "unitPriceCentavos">[];
  greetByName: boolean;
};

/** "Hola, María:" to an account's own address; "Hola:" to any other. */
const hello = (order: OrderForMail) => (order.greetByName ? `Hola, ${order.nombre}:` : "Hola:");

const itemRows = (order: OrderForMail) => [
  ...order.items.map((item) => ({
    label: `${item.name} × ${item.quantity}`,
    value: formatCentavos(item.unitPriceCentavos * item.quantity),
  })),
  ...(order.discountCode
    ? [{ label: `Descuento (${order.discountCode})`, value: `−${formatCentavos(order.discountCentavos)}` }]
    : []),
  { label: "Total", value: formatCentavos(order.totalCentavos), strong: true },
];

/** "Dedicatoria: Ana" and its message, so the buyer sees what the author will write. */
const dedicationRows = (order: OrderForMail) =>
  order.dedicatoriaNombre
    ? [
        { label: "Dedicatoria", value: order.dedicatoriaNombre },
        ...(order.dedicatoriaMensaje ? [{ label: "Mensaje de la dedicatoria", value: order.dedicatoriaMensaje }] : []),
      ]
    : [];

/**
 * The dedication in a mail to the buyer. Before payment only to the account's own address, like the name: anyone may
 * type anyone's address, and the dedication is text typed at checkout. Otherwise the mail says there is one.
 */
const dedicationBlocks = (order: OrderForMail, { beforePayment }: { beforePayment: boolean }): Block[] => {
  if (!order.dedicatoriaNombre) return [];
  if (beforePayment && !order.greetByName)
    return [
      {
        kind: "p",
        text: "Pediste tu ejemplar dedicado por la autora: verás la dedicatoria en la página de tu pedido.",
      },
    ];
  return [{ kind: "facts", rows: dedicationRows(order) }];
};

/** The order's own page (absolute: the mail is read away from the site); a guest needs no account to open it. */
const orderPageLink = (siteUrl: string, order: OrderForMail, label = "Ver mi pedido"): Block => ({
  kind: "button",
  label,
  url: `${siteUrl}${orderPagePath(order.pageToken)}`,
});

/** "1234 5678 9012" so the cashier can read it out in groups. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

export function orderReceivedMail(siteUrl: string, order: OrderForMail): Rendered {
  const facts = [
    { label: "Pedido", value: `#${order.id}` },
    { label: "Monto a pagar", value: formatCentavos(order.totalCentavos), strong: true },
    ...(order.voucherReference ? [{ label: "Referencia OXXO", value: groupDigits(order.voucherReference) }] : []),
    {
      label: "Paga antes de",
      value: order.voucherExpiresAt
        ? `${formatMexicoCity(order.voucherExpiresAt)} (hora del centro de México)`
        : "Sin fecha",
    },
  ];
  return renderMail({
    siteUrl,
    subject: `Tu pedido #${order.id}: ficha de pago OXXO`,
    heading: "Recibimos tu pedido",
    blocks: [
      { kind: "p", text: hello(order) },
      {
        kind: "p",
        text: "Gracias por tu compra. Para completarla, paga en efectivo en cualquier tienda OXXO con tu ficha de pago.",
      },
      { kind: "facts", rows: facts },
      orderPageLink(siteUrl, order, "Ver mi ficha de pago"),
      {
        kind: "p",
        text: "En caja, indica que quieres hacer un pago de OXXOPay, dicta la referencia y paga el monto exacto. Te avisaremos por correo en cuanto recibamos tu pago.",
      },
      { kind: "facts", rows: itemRows(order) },
      ...dedicationBlocks(order, { beforePayment: true }),
      { kind: "small", text: "Si la ficha vence sin pago, el pedido se cancela solo y no se te cobra nada." },
    ],
  });
}

export function paymentReceivedMail(siteUrl: string, order: OrderForMail): Rendered {
  return renderMail({
    siteUrl,
    subject: `Recibimos tu pago del pedido #${order.id}`,
    heading: "¡Pago recibido!",
    blocks: [
      {
        kind: "p",
        text: `Hola, ${order.nombre}. Recibimos tu pago de ${formatCentavos(order.totalCentavos)}. Ya estamos preparando tu pedido; te escribiremos cuando salga.`,
      },
      { kind: "facts", rows: itemRows(order) },
      ...dedicationBlocks(order, { beforePayment: false }),
      { kind: "p", text: `Lo enviaremos a: ${addressLine(order)}.` },
      orderPageLink(siteUrl, order),
    ],
  });
}

export interface ShipmentInfo {
  carrier?: string | null;
  trackingNumber?: string | null;
}

const shipmentRows = (order: OrderForMail, shipment: ShipmentInfo) => [
  { label: "Pedido", value: `#${order.id}` },
  ...(shipment.carrier ? [{ label: "Paquetería", value: shipment.carrier }] : []),
  ...(shipment.trackingNumber ? [{ label: "Número de guía", value: shipment.trackingNumber }] : []),
];

/** The known carrier's tracking page for the number, as a button; nothing for a carrier the shop does not know. */
const trackingButton = (shipment: ShipmentInfo): Block[] => {
  const link = trackingLink(shipment.carrier, shipment.trackingNumber);
  if (!link) return [];
  const button: Block = { kind: "button", label: `Rastrear en ${link.carrier.name}`, url: link.url };
  return link.carrier.numberInLink
    ? [button]
    : [button, { kind: "small", text: "En esa página escribe tu número de guía." }];
};

export function orderShippedMail(siteUrl: string, order: OrderForMail, shipment: ShipmentInfo = {}): Rendered {
  return renderMail({
    siteUrl,
    subject: `Tu pedido #${order.id} va en camino`,
    heading: "Tu pedido va en camino",
    blocks: [
      { kind: "p", text: `Hola, ${order.nombre}. Tu pedido salió hacia ${addressLine(order)}.` },
      { kind: "facts", rows: [...shipmentRows(order, shipment), ...dedicationRows(order)] },
      ...trackingButton(shipment),
      ...(shipment.trackingNumber
        ? []
        : [{ kind: "p" as const, text: "Si necesitas el número de guía, responde a este correo." }]),
      orderPageLink(siteUrl, order),
    ],
  });
}

/** The author corrected a shipped order's carrier or tracking number: only the data that changed, no second "va en camino". */
export function shippingCorrectedMail(siteUrl: string, order: OrderForMail, shipment: ShipmentInfo): Rendered {
  return renderMail({
    siteUrl,
    subject: `Datos de envío corregidos de tu pedido #${order.id}`,
    heading: "Datos de envío corregidos",
    blocks: [
      {
        kind: "p",
        text: `Hola, ${order.nombre}. Corregimos los datos de envío de tu pedido #${order.id}; estos son los buenos:`,
      },
      { kind: "facts", rows: shipmentRows(order, shipment) },
      ...trackingButton(shipment),
      orderPageLink(siteUrl, order),
    ],
  });
}

export function voucherExpiredMail(siteUrl: string, order: OrderForMail): Rendered {
  return renderMail({
    siteUrl,
    subject: `Tu ficha de pago del pedido #${order.id} venció`,
    heading: "Tu ficha de pago venció",
    blocks: [
      { kind: "p", text: hello(order) },
      {
        kind: "p",
        text: `La ficha de pago OXXO de tu pedido #${order.id} (${formatCentavos(order.totalCentavos)}) venció sin pago, así que el pedido se canceló. No se te cobró nada.`,
      },
      { kind: "p", text: "Si todavía quieres el libro, puedes hacer un pedido nuevo cuando quieras." },
      orderPageLink(siteUrl, order),
      { kind: "button", label: "Volver a la tienda", url: `${siteUrl}/urdimbre` },
    ],
  });
}

/** The author canceled the order: a pending voucher can no longer be paid; a paid order is refunded by hand. */
export function orderCanceledMail(siteUrl: string, order: OrderForMail): Rendered {
  const money = order.paidAt
    ? `Ya habías pagado ${formatCentavos(order.totalCentavos)}: te escribiremos para devolverte tu dinero.`
    : "Tu ficha de pago OXXO ya no se puede pagar y no se te cobró nada.";
  return renderMail({
    siteUrl,
    subject: `Tu pedido #${order.id} fue cancelado`,
    heading: "Tu pedido fue cancelado",
    blocks: [
      { kind: "p", text: hello(order) },
      { kind: "p", text: `Cancelamos tu pedido #${order.id}. ${money}` },
      { kind: "facts", rows: itemRows(order) },
      { kind: "p", text: "Si tienes dudas, responde a este correo o escríbenos desde la página de contacto." },
      orderPageLink(siteUrl, order),
    ],
  });
}

/** Extra labelled lines for the author's message, e.g. invoice (CFDI) data. */
export type ExtraLine = { label: string; value: string };

export function orderToShipMail(siteUrl: string, order: OrderForMail, extraLines: ExtraLine[] = []): Rendered {
  return renderMail({
    siteUrl,
    subject: `Pedido #${order.id} pagado: listo para enviar`,
    heading: `Pedido #${order.id} pagado`,
    blocks: [
      {
        kind: "p",
        text: `${order.nombre} pagó ${formatCentavos(order.totalCentavos)}. El pedido está listo para enviarse.`,
      },
      { kind: "facts", rows: itemRows(order) },
      {
        kind: "facts",
        rows: [
          { label: "Nombre", value: order.nombre },
          { label: "Correo", value: order.email },
          { label: "Teléfono", value: formatTelefono(order.telefono) },
          { label: "Dirección", value: addressLine(order) },
          ...(order.referencias ? [{ label: "Referencias", value: order.referencias }] : []),
          ...extraLines,
        ],
      },
      { kind: "button", label: "Abrir pedidos", url: `${siteUrl}/admin/pedidos` },
    ],
  });
}

const addressLine = (o: OrderForMail) =>
  `${o.calleNumero}, ${o.colonia}, C.P. ${o.codigoPostal}, ${o.ciudad}, ${o.estado}`;
