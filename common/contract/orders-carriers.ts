// The parcel services the author ships with, and where each one lets a buyer follow a parcel by its tracking number
// (número de guía). A carrier not in the table is shown as plain text, without a link.

export interface Carrier {
  /** the name as the author picks it and the buyer reads it */
  name: string;
  /** other ways of writing it that mean the same service (compared without accents, case or punctuation) */
  aliases: string[];
  /** the carrier's tracking page for that number */
  trackingUrl: (trackingNumber: string) => string;
  /** false: the page cannot be opened on a number, the buyer types it there (Correos de México) */
  numberInLink: boolean;
}

export const CARRIERS: readonly Carrier[] = [
  {
    name: "Estafeta",
    aliases: [],
    // a 10-digit "código de rastreo" and a 22-character "número de guía" are looked up as different kinds
    trackingUrl: (n) =>
      `https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=${n}&wayBillType=${/^\d{10}$/.test(n) ? 0 : 1}&isShipmentDetail=False`,
    numberInLink: true,
  },
  {
    name: "DHL",
    aliases: ["dhl express"],
    trackingUrl: (n) => `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${n}&submit=1`,
    numberInLink: true,
  },
  {
    name: "FedEx",
    aliases: ["fed ex", "fedex express"],
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
    numberInLink: true,
  },
  {
    name: "Correos de México",
    aliases: ["correos", "sepomex", "mexpost"],
    trackingUrl: () => "https://www.correosdemexico.gob.mx/SSLServicios/SeguimientoEnvio/Seguimiento.aspx",
    numberInLink: false,
  },
  {
    name: "Paquetexpress",
    aliases: ["paquete express"],
    trackingUrl: (n) => `https://www.paquetexpress.com.mx/rastreo/${n}`,
    numberInLink: true,
  },
  {
    name: "99minutos",
    aliases: ["99 minutos", "noventa y nueve minutos"],
    trackingUrl: (n) => `https://tracking.99minutos.com/search/${n}`,
    numberInLink: true,
  },
  {
    name: "UPS",
    aliases: [],
    trackingUrl: (n) => `https://www.ups.com/track?loc=es_MX&tracknum=${n}`,
    numberInLink: true,
  },
  {
    name: "Redpack",
    aliases: ["red pack"],
    trackingUrl: (n) => `https://www.redpack.com.mx/es/rastreo/?guias=${n}`,
    numberInLink: true,
  },
];

/** "Correos de México" -> "correos de mexico": lower case, no accents, words separated by one space. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The carrier a typed name means ("dhl", "Correos de Mexico", "Estafeta Mexicana"), or undefined for an unknown one. */
export function findCarrier(name: string | null | undefined): Carrier | undefined {
  const typed = plain(name ?? "");
  if (!typed) return undefined;
  return CARRIERS.find((carrier) =>
    [carrier.name, ...carrier.aliases].map(plain).some((key) => typed === key || typed.startsWith(`${key} `)),
  );
}

/**
 * Where the buyer follows the parcel: the known carrier's tracking page for that number, or null (plain text).
 * The spaces a number is printed with on a label ("6055 8123 …") are not part of it: carriers look it up without them.
 */
export function trackingLink(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): { url: string; carrier: Carrier } | null {
  const found = findCarrier(carrier);
  const number = trackingNumber?.replace(/\s+/g, "");
  if (!found || !number) return null;
  return { url: found.trackingUrl(encodeURIComponent(number)), carrier: found };
}
