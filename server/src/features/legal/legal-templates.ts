// The starting text of each legal page, written for a small shop that sells a book in Mexico and takes payment at
// OXXO. It names the author and the contact data the site already has, and is shown until the administrator saves her
// own version. The format is the one the author writes everything in, common/author-text.ts.
import type { LegalSlug } from "@autora/common/contract/legal-pages.ts";

export interface TemplateFacts {
  authorName: string;
  email: string;
  phone: string;
  oxxoDays: number;
}

/** The date the templates were written: their "Última actualización" until the administrator saves a page. */
export const TEMPLATE_DATE = new Date("2026-11-22T12:00:00.000Z");

const contactLines = ({ email, phone }: TemplateFacts) =>
  [
    email ? `- Correo electrónico: [${email}](mailto:${email})` : "",
    phone ? `- Teléfono: [${phone}](tel:${phone.replace(/[^\d+]/g, "")})` : "",
    "- El formulario de la página de [Contacto](/contact)",
  ]
    .filter(Boolean)
    .join("\n");

const privacy = (
  f: TemplateFacts,
) => `**${f.authorName}**, autora y diseñadora con domicilio en Colima, Colima, México (en adelante, "la responsable"), es responsable del tratamiento de los datos personales que nos proporcionas en este sitio, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).

## Datos que recabamos

- **Cuenta de lector:** nombre, correo electrónico y contraseña (guardada cifrada; nadie puede leerla).
- **Pedidos:** nombre, correo electrónico, teléfono, dirección de envío y los libros que compras.
- **Factura (solo si la pides):** RFC, razón social, régimen fiscal, uso del CFDI y código postal fiscal.
- **Participación en el sitio:** los comentarios que publicas y las fotografías que marcas como favoritas.
- **Boletín:** tu correo electrónico, si te suscribes.
- **Mensajes de contacto:** tu nombre, tu correo electrónico y lo que escribes en el formulario de [Contacto](/contact).

No recabamos datos sensibles ni datos de tarjetas: el pago se hace en efectivo en OXXO.

## Para qué usamos tus datos

Finalidades necesarias para la relación que tienes con nosotros:

- Crear y administrar tu cuenta, y mostrar tus comentarios y favoritos.
- Procesar tu pedido, generar tu ficha de pago OXXO, enviarte el libro y avisarte del estado de tu compra.
- Emitir la factura (CFDI) que solicites y cumplir las obligaciones fiscales y contables.
- Atender tus dudas, aclaraciones, devoluciones y solicitudes de derechos ARCO.

Finalidad secundaria, que requiere tu consentimiento y puedes cancelar en cualquier momento:

- Enviarte el boletín con novedades, presentaciones y eventos de la autora.

## Transferencias y encargados

Compartimos tus datos solo con quienes nos ayudan a cumplir tu pedido, que los tratan por nuestra cuenta: el procesador de pagos (Stripe, para la ficha OXXO), la empresa de paquetería que entrega tu libro y la persona contadora que emite las facturas. También los entregaremos a las autoridades competentes (por ejemplo, el SAT) cuando la ley lo exija. No vendemos ni cedemos tus datos a nadie más.

## Cuánto tiempo los conservamos

- La cuenta, tus comentarios y tus favoritos, hasta que elimines tu cuenta.
- Los pedidos y facturas se conservan **5 años** con los datos del comprador (nombre, correo, teléfono, dirección de envío, artículos, importes y datos de facturación), como exige el Código Fiscal de la Federación (artículo 30) para la contabilidad.
- La dirección IP desde la que haces un pedido, solo mientras su ficha está pendiente de pago (sirve para que nadie aparte todos los ejemplares); se borra al pagarse, vencer o cancelarse la ficha.
- El correo del boletín, hasta que pidas darte de baja.
- Los mensajes del formulario de contacto, hasta que terminamos de atenderlos y los borramos, o antes si nos lo pides.

## Tus derechos ARCO

Tienes derecho a **acceder** a tus datos, **rectificarlos** si son inexactos, **cancelarlos** cuando ya no sean necesarios y **oponerte** a su uso para fines específicos; también puedes revocar tu consentimiento y limitar el uso de tus datos. Para ejercerlos, escríbenos por alguno de estos medios:

${contactLines(f)}

Tu solicitud debe incluir tu nombre, un medio para responderte, una copia de tu identificación (o la de tu representante), el derecho que quieres ejercer y los datos a los que se refiere. Te responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes.

Desde tu cuenta ([Mi cuenta](/user)) puedes además **descargar** todo lo que el sitio guarda de ti y **eliminar tu cuenta**: se borran tu nombre, correo, contraseña y favoritos, y tus comentarios quedan publicados como "Anónimo" sin ningún dato tuyo. Los pedidos se conservan el plazo fiscal indicado arriba.

## Estadísticas de visitas

Para saber qué páginas se leen y de dónde llegan las visitas, el sitio cuenta en su servidor, por día: cuántas personas lo visitan y qué páginas ven, el sitio desde el que llegan (solo su dominio, por ejemplo instagram.com), los datos utm_source y utm_campaign del enlace que usaron y cuántas tocan COMPRAR. Para esto no usamos cookies ni guardamos tu dirección IP, tu navegador ni ningún identificador: para no contarte dos veces el mismo día se calcula una huella cifrada de tu dirección IP y tu navegador, combinada con un valor al azar que cambia cada día; el valor y las huellas se borran después de la medianoche (hora del centro de México). Solo se conservan los totales de cada día, que no permiten saber quién visitó el sitio. Si tu navegador envía la señal «No rastrear» (Do Not Track) o «Control Global de Privacidad» (GPC), no contamos tu visita; tampoco contamos a los robots.

## Cookies y almacenamiento local

Este sitio no usa cookies de publicidad ni de rastreo. Guarda en tu navegador (localStorage) tu sesión y tu carrito para que no se pierdan al cambiar de página; puedes borrarlos cerrando sesión o limpiando los datos del sitio en tu navegador. Los videos de YouTube incluidos en algunas páginas pueden usar cookies propias de YouTube al reproducirlos.

## Cambios a este aviso

Cualquier cambio a este aviso de privacidad se publicará en esta misma página, con su fecha de última actualización.

Si consideras que tu derecho a la protección de datos ha sido vulnerado, puedes acudir a la autoridad competente en materia de protección de datos personales.`;

const terms = (
  f: TemplateFacts,
) => `Estos términos rigen las compras de libros en este sitio, operado por **${f.authorName}** (Colima, Colima, México). Al hacer un pedido aceptas estos términos y nuestro [aviso de privacidad](/aviso-de-privacidad).

## Precios

Los precios se muestran en pesos mexicanos (MXN) y son el total por libro. Los libros están gravados a la tasa del 0% de IVA (artículo 2-A de la Ley del IVA), por lo que el precio no lleva IVA adicional. El total de tu pedido aparece en el resumen antes de confirmarlo.

## Pago

- El pago es en efectivo en cualquier tienda OXXO, con la ficha que se genera al confirmar el pedido.
- La ficha vence a los ${f.oxxoDays} días naturales. Si no se paga a tiempo, el pedido se cancela sin costo para ti.
- El pedido queda confirmado cuando OXXO nos notifica el pago.

## Envío

- Enviamos a cualquier parte de la República Mexicana por paquetería, a la dirección que indiques.
- Preparamos el envío en un máximo de 5 días hábiles después de confirmar el pago; la entrega suele tardar de 3 a 7 días hábiles más, según la zona.
- Revisa que tu dirección sea correcta: si el paquete regresa por un dato equivocado, te contactaremos para reenviarlo.

## Factura

Si necesitas factura (CFDI), pídela al hacer tu pedido con tu RFC, razón social, régimen fiscal, uso del CFDI y código postal fiscal. La emite la persona contadora de la autora y te la enviamos por correo electrónico una vez confirmado el pago, dentro del mismo mes de la compra.

## Devoluciones

Puedes revocar tu compra y devolver ejemplares defectuosos según nuestra [política de devoluciones](/devoluciones).

## Atención y quejas

Para cualquier duda o aclaración escríbenos:

${contactLines(f)}

Como consumidor, también puedes acudir a la Procuraduría Federal del Consumidor (**PROFECO**): Teléfono del Consumidor 55 5568 8722 o 800 468 8722, [www.gob.mx/profeco](https://www.gob.mx/profeco). Estos términos se rigen por las leyes de México, en particular la Ley Federal de Protección al Consumidor.`;

const returns = (
  f: TemplateFacts,
) => `Queremos que disfrutes tu libro. Esta política explica cómo revocar tu compra o cambiar un ejemplar defectuoso.

## Derecho de revocación (5 días hábiles)

Como tu compra se hizo a distancia, tienes **5 días hábiles** a partir de que recibes el libro para revocar tu compra sin dar explicaciones (artículo 56 de la Ley Federal de Protección al Consumidor).

1. Avísanos dentro de ese plazo por correo electrónico o por la página de contacto, con tu número de pedido.
2. Devuelve el libro en el mismo estado en que lo recibiste. Los gastos de envío de la devolución corren por tu cuenta.
3. Al recibirlo te reembolsamos el total pagado por transferencia bancaria (el pago en OXXO fue en efectivo), a más tardar en 10 días hábiles.

## Ejemplares defectuosos o equivocados

Si tu libro llegó dañado, con páginas faltantes o mal impresas, o no es el que pediste, escríbenos con fotos dentro de los 30 días naturales siguientes a la entrega. Te enviamos un ejemplar nuevo o te devolvemos tu dinero, como prefieras, y nosotros cubrimos los gastos de envío.

## Contacto

${contactLines(f)}

Si no llegamos a un acuerdo, puedes acudir a la **PROFECO** (Teléfono del Consumidor 55 5568 8722 o 800 468 8722).`;

/** Each text page's starting text, one per row of LEGAL_PAGES (a new row fails the typecheck until it has one). */
const TEMPLATES: Record<LegalSlug, (facts: TemplateFacts) => string> = {
  "aviso-de-privacidad": privacy,
  terminos: terms,
  devoluciones: returns,
};

export const legalTemplate = (slug: LegalSlug, facts: TemplateFacts): string => TEMPLATES[slug](facts);
