// The invoice (CFDI 4.0) data a buyer may leave at checkout: the SAT's catalogues c_RegimenFiscal and c_UsoCFDI, the
// RFC's format, the Spanish messages, and the order's invoice data as labelled lines. No zod here, so pages that only
// show invoice data do not load it; the schema that checks a request is invoice.ts.
// The CFDI itself is issued by the author's accountant; the shop only stores what the buyer asked for.

export interface RegimenFiscal {
  clave: string;
  nombre: string;
  /** applies to personas físicas (13-character RFC) */
  fisica: boolean;
  /** applies to personas morales (12-character RFC) */
  moral: boolean;
}

/** c_RegimenFiscal (SAT, CFDI 4.0). */
export const REGIMENES_FISCALES: RegimenFiscal[] = [
  { clave: "601", nombre: "General de Ley Personas Morales", fisica: false, moral: true },
  { clave: "603", nombre: "Personas Morales con Fines no Lucrativos", fisica: false, moral: true },
  { clave: "605", nombre: "Sueldos y Salarios e Ingresos Asimilados a Salarios", fisica: true, moral: false },
  { clave: "606", nombre: "Arrendamiento", fisica: true, moral: false },
  { clave: "607", nombre: "Régimen de Enajenación o Adquisición de Bienes", fisica: true, moral: false },
  { clave: "608", nombre: "Demás ingresos", fisica: true, moral: false },
  {
    clave: "610",
    nombre: "Residentes en el Extranjero sin Establecimiento Permanente en México",
    fisica: true,
    moral: true,
  },
  { clave: "611", nombre: "Ingresos por Dividendos (socios y accionistas)", fisica: true, moral: false },
  {
    clave: "612",
    nombre: "Personas Físicas con Actividades Empresariales y Profesionales",
    fisica: true,
    moral: false,
  },
  { clave: "614", nombre: "Ingresos por intereses", fisica: true, moral: false },
  { clave: "615", nombre: "Régimen de los ingresos por obtención de premios", fisica: true, moral: false },
  { clave: "616", nombre: "Sin obligaciones fiscales", fisica: true, moral: false },
  {
    clave: "620",
    nombre: "Sociedades Cooperativas de Producción que optan por diferir sus ingresos",
    fisica: false,
    moral: true,
  },
  { clave: "621", nombre: "Incorporación Fiscal", fisica: true, moral: false },
  { clave: "622", nombre: "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras", fisica: false, moral: true },
  { clave: "623", nombre: "Opcional para Grupos de Sociedades", fisica: false, moral: true },
  { clave: "624", nombre: "Coordinados", fisica: false, moral: true },
  {
    clave: "625",
    nombre: "Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas",
    fisica: true,
    moral: false,
  },
  { clave: "626", nombre: "Régimen Simplificado de Confianza", fisica: true, moral: true },
];

export interface UsoCfdi {
  clave: string;
  nombre: string;
  /** the regímenes of the receiver that may use it (c_UsoCFDI, column "Régimen Fiscal Receptor") */
  regimenes: string[];
}

const BUSINESS = ["601", "603", "606", "612", "620", "621", "622", "623", "624", "625", "626"];
const DEDUCTIONS = ["605", "606", "607", "608", "611", "612", "614", "615", "625"];
const WITHOUT_EFFECT = [
  "601",
  "603",
  "605",
  "606",
  "607",
  "608",
  "610",
  "611",
  "612",
  "614",
  "615",
  "616",
  "620",
  "621",
  "622",
  "623",
  "624",
  "625",
  "626",
];

/**
 * c_UsoCFDI (SAT, CFDI 4.0) without CP01 (Pagos: only for payment receipts the seller issues) and CN01 (Nómina:
 * payroll), which never apply to buying a book.
 */
export const USOS_CFDI: UsoCfdi[] = [
  { clave: "G01", nombre: "Adquisición de mercancías", regimenes: BUSINESS },
  { clave: "G02", nombre: "Devoluciones, descuentos o bonificaciones", regimenes: BUSINESS },
  { clave: "G03", nombre: "Gastos en general", regimenes: BUSINESS },
  { clave: "I01", nombre: "Construcciones", regimenes: BUSINESS },
  { clave: "I02", nombre: "Mobiliario y equipo de oficina por inversiones", regimenes: BUSINESS },
  { clave: "I03", nombre: "Equipo de transporte", regimenes: BUSINESS },
  { clave: "I04", nombre: "Equipo de cómputo y accesorios", regimenes: BUSINESS },
  { clave: "I05", nombre: "Dados, troqueles, moldes, matrices y herramental", regimenes: BUSINESS },
  { clave: "I06", nombre: "Comunicaciones telefónicas", regimenes: BUSINESS },
  { clave: "I07", nombre: "Comunicaciones satelitales", regimenes: BUSINESS },
  { clave: "I08", nombre: "Otra maquinaria y equipo", regimenes: BUSINESS },
  { clave: "D01", nombre: "Honorarios médicos, dentales y gastos hospitalarios", regimenes: DEDUCTIONS },
  { clave: "D02", nombre: "Gastos médicos por incapacidad o discapacidad", regimenes: DEDUCTIONS },
  { clave: "D03", nombre: "Gastos funerales", regimenes: DEDUCTIONS },
  { clave: "D04", nombre: "Donativos", regimenes: DEDUCTIONS },
  {
    clave: "D05",
    nombre: "Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)",
    regimenes: DEDUCTIONS,
  },
  { clave: "D06", nombre: "Aportaciones voluntarias al SAR", regimenes: DEDUCTIONS },
  { clave: "D07", nombre: "Primas por seguros de gastos médicos", regimenes: DEDUCTIONS },
  { clave: "D08", nombre: "Gastos de transportación escolar obligatoria", regimenes: DEDUCTIONS },
  {
    clave: "D09",
    nombre: "Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones",
    regimenes: DEDUCTIONS,
  },
  { clave: "D10", nombre: "Pagos por servicios educativos (colegiaturas)", regimenes: DEDUCTIONS },
  { clave: "S01", nombre: "Sin efectos fiscales", regimenes: WITHOUT_EFFECT },
];

export type TipoPersona = "fisica" | "moral";

/**
 * The SAT's generic RFCs name no one: XAXX010101000 is "público en general" (the seller's global invoice covers those
 * sales) and XEXX010101000 a foreign buyer without an RFC. An invoice in someone's name needs their own RFC.
 */
export const GENERIC_RFCS = ["XAXX010101000", "XEXX010101000"];

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[\dA])$/;

const isValidDate = (yy: number, mm: number, dd: number) => {
  if (mm < 1 || mm > 12 || dd < 1) return false;
  // Two digits cannot say the century; any year divisible by four may have had a 29 February (2000 did).
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
  return dd <= days;
};

/** "fisica" for a 13-character RFC, "moral" for a 12-character one, null when it is not a well-formed RFC. */
export function rfcKind(rfc: string): TipoPersona | null {
  const match = RFC_PATTERN.exec(rfc);
  if (!match || !isValidDate(Number(match[2]), Number(match[3]), Number(match[4]))) return null;
  return match[1].length === 4 ? "fisica" : "moral";
}

export const regimenFiscal = (clave: string) => REGIMENES_FISCALES.find((r) => r.clave === clave);
export const usoCfdi = (clave: string) => USOS_CFDI.find((u) => u.clave === clave);

/** The regímenes a kind of RFC may have, and the usos a régimen may use (for the form's lists). */
export const regimenesFor = (kind: TipoPersona | null) => REGIMENES_FISCALES.filter((r) => !kind || r[kind]);
export const usosFor = (regimen: string) => USOS_CFDI.filter((u) => !regimen || u.regimenes.includes(regimen));

export const INVOICE_MESSAGES = {
  rfc: "El RFC no es válido: 12 caracteres para empresas (3 letras, fecha AAMMDD y homoclave) o 13 para personas (4 letras, fecha y homoclave)",
  genericRfc:
    "Para pedir factura necesitas tu propio RFC: los RFC genéricos (XAXX010101000, XEXX010101000) no identifican a nadie",
  razonSocial: "La razón social es obligatoria",
  regimen: "Elige un régimen fiscal del catálogo del SAT",
  regimenKind: "El régimen fiscal no corresponde al tipo de RFC",
  uso: "Elige un uso del CFDI del catálogo del SAT",
  usoRegimen: "El uso del CFDI no es válido para el régimen fiscal elegido",
  codigoPostal: "El código postal fiscal debe tener 5 dígitos",
} as const;

/** What the buyer asked for (all five set), as stored with the order and answered in `Order.factura`. */
export interface InvoiceData {
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  usoCfdi: string;
  codigoPostal: string;
}

const withName = (clave: string, nombre: string | undefined) => (nombre ? `${clave} - ${nombre}` : clave);

/**
 * An order's invoice data as labelled lines, for every place that lists it (admin order view, buyer's page, CSV export,
 * the author's new-order e-mail). No invoice requested: no lines.
 */
export function invoiceLines(invoice: InvoiceData | null | undefined): [label: string, value: string][] {
  if (!invoice) return [];
  return [
    ["RFC", invoice.rfc],
    ["Razón social", invoice.razonSocial],
    ["Régimen fiscal", withName(invoice.regimenFiscal, regimenFiscal(invoice.regimenFiscal)?.nombre)],
    ["Uso del CFDI", withName(invoice.usoCfdi, usoCfdi(invoice.usoCfdi)?.nombre)],
    ["Código postal fiscal", invoice.codigoPostal],
  ];
}
