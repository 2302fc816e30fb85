// Every message the shop sends, in Spanish. Each returns subject, HTML and text; links are absolute, built from
// siteUrl (PUBLIC_URL), never from a request's Host header.
import { renderMail, type Block, type Rendered } from "./layout.ts";
import { formatCentavos, formatMexicoCity } from "@autora/common/format.ts";
import { formatTelefono } from "@autora/common/phone.ts";
import { orderPagePath } from "@autora/common/contract/orders.ts";
import { trackingLink } from "@autora/common/contract/orders-carriers.ts";

export interface OrderMailData {
  id: number;
  nombre: string;
  totalCentavos: number;
  items: { name: string; quantity: number; unitPriceCentavos: number }[];
  /** the discount code the order was placed with and what it took off (totalCentavos is already net of it) */
  discountCode: string | null;
  discountCentavos: number;
  voucherReference: string | null;
  voucherExpiresAt: Date | null;
  /** the key of the order's permanent page, linked from every mail to the buyer */
  pageToken: string;
  paidAt: Date | null;
  calleNumero: string;
  colonia: string;
  codigoPostal: string;
  ciudad: string;
  estado: string;
  referencias: string;
  email: string;
  telefono: string;
  /** the signed copy's dedication the buyer asked for: to whom (null: none) and the message */
  dedicatoriaNombre: string | null;
  dedicatoriaMensaje: string | null;
  /**
   * The address is the buyer's own account: the mail may greet them by the name they typed. Otherwise the mail goes to
   * an address that never confirmed anything and carries none of the text typed at checkout.
   */
  greetByName: boolean;
}

/** "Hola, María:" to an account's own address; "Hola:" to any other. */
const hello = (order: OrderMailData) => (order.greetByName ? `Hola, ${order.nombre}:` : "Hola:");

const itemRows = (order: OrderMailData) => [
  ...order.items.map((item) => ({ label: `${item.name} × ${item.quantity}`, value: formatCentavos(item.unitPriceCentavos * item.quantity) })),
  ...(order.discountCode ? [{ label: `Descuento (${order.discountCode})`, value: `−${formatCentavos(order.discountCentavos)}` }] : []),
  { label: "Total", value: formatCentavos(order.totalCentavos), strong: true },
];

/** "Dedicatoria: Ana" and its message, so the buyer sees what the author will write. */
const dedicationRows = (order: OrderMailData) =>
  order.dedicatoriaNombre
    ? [{ label: "Dedicatoria", value: order.dedicatoriaNombre }, ...(order.dedicatoriaMensaje ? [{ label: "Mensaje de la dedicatoria", value: order.dedicatoriaMensaje }] : [])]
    : [];

/**
 * The dedication in a mail to the buyer. Before payment only to the account's own address, like the name: anyone may
 * type anyone's address, and the dedication is text typed at checkout. Otherwise the mail says there is one.
 */
const dedicationBlocks = (order: OrderMailData, { beforePayment }: { beforePayment: boolean }): Block[] => {
  if (!order.dedicatoriaNombre) return [];
  if (beforePayment && !order.greetByName) return [{ kind: "p", text: "Pediste tu ejemplar dedicado por la autora: verás la dedicatoria en la página de tu pedido." }];
  return [{ kind: "facts", rows: dedicationRows(order) }];
};

/** The order's own page (absolute: the mail is read away from the site); a guest needs no account to open it. */
const orderPageLink = (siteUrl: string, order: OrderMailData, label = "Ver mi pedido"): Block => ({ kind: "button", label, url: `${siteUrl}${orderPagePath(order.pageToken)}` });

/** "1234 5678 9012" so the cashier can read it out in groups. */
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

export function orderReceivedMail(siteUrl: string, order: OrderMailData): Rendered {
  const facts = [
    { label: "Pedido", value: `#${order.id}` },
    { label: "Monto a pagar", value: formatCentavos(order.totalCentavos), strong: true },
    ...(order.voucherReference ? [{ label: "Referencia OXXO", value: groupDigits(order.voucherReference) }] : []),
    { label: "Paga antes de", value: order.voucherExpiresAt ? `${formatMexicoCity(order.voucherExpiresAt)} (hora del centro de México)` : "Sin fecha" },
  ];
  return renderMail({
    siteUrl,
    subject: `Tu pedido #${order.id}: ficha de pago OXXO`,
    heading: "Recibimos tu pedido",
    blocks: [
      { kind: "p", text: hello(order) },
      { kind: "p", text: "Gracias por tu compra. Para completarla, paga en efectivo en cualquier tienda OXXO con tu ficha de pago." },
      { kind: "facts", rows: facts },
      orderPageLink(siteUrl, order, "Ver mi ficha de pago"),
      { kind: "p", text: "En caja, indica que quieres hacer un pago de OXXOPay, dicta la referencia y paga el monto exacto. Te avisaremos por correo en cuanto recibamos tu pago." },
      { kind: "facts", rows: itemRows(order) },
      ...dedicationBlocks(order, { beforePayment: true }),
      { kind: "small", text: "Si la ficha vence sin pago, el pedido se cancela solo y no se te cobra nada." },
    ],
  });
}

export function paymentReceivedMail(siteUrl: string, order: OrderMailData): Rendered {
  return renderMail({
    siteUrl,
    subject: `Recibimos tu pago del pedido #${order.id}`,
    heading: "¡Pago recibido!",
    blocks: [
      { kind: "p", text: `Hola, ${order.nombre}. Recibimos tu pago de ${formatCentavos(order.totalCentavos)}. Ya estamos preparando tu pedido; te escribiremos cuando salga.` },
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

const shipmentRows = (order: OrderMailData, shipment: ShipmentInfo) => [
  { label: "Pedido", value: `#${order.id}` },
  ...(shipment.carrier ? [{ label: "Paquetería", value: shipment.carrier }] : []),
  ...(shipment.trackingNumber ? [{ label: "Número de guía", value: shipment.trackingNumber }] : []),
];

/** The known carrier's tracking page for the number, as a button; nothing for a carrier the shop does not know. */
const trackingButton = (shipment: ShipmentInfo): Block[] => {
  const link = trackingLink(shipment.carrier, shipment.trackingNumber);
  if (!link) return [];
  const button: Block = { kind: "button", label: `Rastrear en ${link.carrier.name}`, url: link.url };
  return link.carrier.numberInLink ? [button] : [button, { kind: "small", text: "En esa página escribe tu número de guía." }];
};

export function orderShippedMail(siteUrl: string, order: OrderMailData, shipment: ShipmentInfo = {}): Rendered {
  return renderMail({
    siteUrl,
    subject: `Tu pedido #${order.id} va en camino`,
    heading: "Tu pedido va en camino",
    blocks: [
      { kind: "p", text: `Hola, ${order.nombre}. Tu pedido salió hacia ${addressLine(order)}.` },
      { kind: "facts", rows: [...shipmentRows(order, shipment), ...dedicationRows(order)] },
      ...trackingButton(shipment),
      ...(shipment.trackingNumber ? [] : [{ kind: "p" as const, text: "Si necesitas el número de guía, responde a este correo." }]),
      orderPageLink(siteUrl, order),
    ],
  });
}

/** The author corrected a shipped order's carrier or tracking number: only the data that changed, no second "va en camino". */
export function shippingCorrectedMail(siteUrl: string, order: OrderMailData, shipment: ShipmentInfo): Rendered {
  return renderMail({
    siteUrl,
    subject: `Datos de envío corregidos de tu pedido #${order.id}`,
    heading: "Datos de envío corregidos",
    blocks: [
      { kind: "p", text: `Hola, ${order.nombre}. Corregimos los datos de envío de tu pedido #${order.id}; estos son los buenos:` },
      { kind: "facts", rows: shipmentRows(order, shipment) },
      ...trackingButton(shipment),
      orderPageLink(siteUrl, order),
    ],
  });
}

export function voucherExpiredMail(siteUrl: string, order: OrderMailData): Rendered {
  return renderMail({
    siteUrl,
    subject: `Tu ficha de pago del pedido #${order.id} venció`,
    heading: "Tu ficha de pago venció",
    blocks: [
      { kind: "p", text: hello(order) },
      { kind: "p", text: `La ficha de pago OXXO de tu pedido #${order.id} (${formatCentavos(order.totalCentavos)}) venció sin pago, así que el pedido se canceló. No se te cobró nada.` },
      { kind: "p", text: "Si todavía quieres el libro, puedes hacer un pedido nuevo cuando quieras." },
      orderPageLink(siteUrl, order),
      { kind: "button", label: "Volver a la tienda", url: `${siteUrl}/urdimbre` },
    ],
  });
}

/** The author canceled the order: a pending voucher can no longer be paid; a paid order is refunded by hand. */
export function orderCanceledMail(siteUrl: string, order: OrderMailData): Rendered {
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

export function orderToShipMail(siteUrl: string, order: OrderMailData, extraLines: ExtraLine[] = []): Rendered {
  return renderMail({
    siteUrl,
    subject: `Pedido #${order.id} pagado: listo para enviar`,
    heading: `Pedido #${order.id} pagado`,
    blocks: [
      { kind: "p", text: `${order.nombre} pagó ${formatCentavos(order.totalCentavos)}. El pedido está listo para enviarse.` },
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

export function passwordResetMail(siteUrl: string, input: { nombre: string; link: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: "Restablece tu contraseña",
    heading: "Restablece tu contraseña",
    blocks: [
      { kind: "p", text: `Hola, ${input.nombre}. Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta.` },
      { kind: "button", label: "Elegir una contraseña nueva", url: input.link },
      { kind: "small", text: "El enlace sirve una sola vez y vence en una hora. Si no lo pediste, ignora este correo: tu contraseña no cambia." },
    ],
  });
}

export function newsletterConfirmMail(siteUrl: string, input: { link: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: "Confirma tu suscripción",
    heading: "Confirma tu suscripción",
    blocks: [
      { kind: "p", text: "¡Gracias por suscribirte al boletín de la Autora Colimense! Confirma que este es tu correo para empezar a recibirlo." },
      { kind: "button", label: "Confirmar mi suscripción", url: input.link },
      { kind: "small", text: "Si no te suscribiste, ignora este correo: no te enviaremos nada más." },
    ],
  });
}

export function newsletterMail(siteUrl: string, input: { title: string; html: string; text: string; unsubscribeUrl: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: input.title,
    heading: input.title,
    blocks: [{ kind: "raw", html: input.html, text: input.text }],
    footer: { text: "Recibes este correo porque te suscribiste al boletín.", url: input.unsubscribeUrl, label: "Cancelar suscripción" },
  });
}

/** To the author: a message written in the contact page's form. Her reply goes to the sender (Reply-To). */
export function contactMessageMail(siteUrl: string, input: { nombre: string; email: string; mensaje: string }): Rendered {
  return renderMail({
    siteUrl,
    subject: `Mensaje de contacto de ${input.nombre}`,
    heading: "Nuevo mensaje de contacto",
    blocks: [
      { kind: "facts", rows: [{ label: "Nombre", value: input.nombre }, { label: "Correo", value: input.email }] },
      // each line of the message as the sender wrote it
      ...input.mensaje
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({ kind: "p" as const, text: line })),
      { kind: "small", text: "Responde a este correo para escribirle. También lo encuentras en el área de administración, en Mensajes." },
      { kind: "button", label: "Ver los mensajes", url: `${siteUrl}/admin/mensajes` },
    ],
  });
}

const addressLine = (o: OrderMailData) => `${o.calleNumero}, ${o.colonia}, C.P. ${o.codigoPostal}, ${o.ciudad}, ${o.estado}`;
