// Visit statistics that respect the reader: what the page's beacon sends after each page view (POST /api/stats/view),
// the COMPRAR tap (POST /api/stats/cart) and the administrator's report (GET /api/stats?range=30d|12m). No cookie and
// no identifier: the server keeps daily totals only (features/stats).
import { z } from "zod";
import { pageHead } from "../page-heads.ts";
import type { PagePath } from "../pages.ts";

/** The longest page address counted; a longer one is refused. */
export const STATS_PATH_MAX = 300;
/** The longest referring address read (only its domain is kept). */
export const STATS_REFERRER_MAX = 2000;
/** The longest utm_source or utm_campaign kept. */
export const STATS_UTM_MAX = 100;

const utm = (name: string) =>
  z
    .string({ error: `${name} debe ser texto` })
    .max(STATS_UTM_MAX, `${name} es demasiado largo (máximo ${STATS_UTM_MAX} caracteres)`)
    .optional();

/** One page view: the page's address (no query), where the reader came from on the first page, and the utm parameters. */
export const pageViewSchema = z.strictObject({
  path: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "Falta la ruta de la página" : "La ruta de la página debe ser texto",
    })
    .startsWith("/", "La ruta de la página debe empezar con /")
    .max(STATS_PATH_MAX, `La ruta de la página es demasiado larga (máximo ${STATS_PATH_MAX} caracteres)`),
  referrer: z
    .string({ error: "La página de origen debe ser texto" })
    .max(STATS_REFERRER_MAX, "La página de origen es demasiado larga")
    .optional(),
  utmSource: utm("utm_source"),
  utmCampaign: utm("utm_campaign"),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** A tap on COMPRAR carries nothing. */
export const cartTapSchema = z.strictObject({});

export const STATS_RANGES = ["30d", "12m"] as const;
export const statsRangeSchema = z.enum(STATS_RANGES, {
  error: "El periodo debe ser 30d (últimos 30 días) o 12m (últimos 12 meses)",
});
export type StatsRange = z.infer<typeof statsRangeSchema>;

/** The domain or source under which the visitors of a day beyond its first sources are counted (see the service). */
export const OTHER_SOURCES = "";

const count = z.number().int().min(0);

/** The funnel's steps, in order: the book's page, COMPRAR, a voucher (an order created), paid. */
export const FUNNEL_STEPS = ["book", "buy", "order", "paid"] as const;

export const statsReportSchema = z.strictObject({
  range: statsRangeSchema,
  /** one entry a day ("2026-11-24", the last 30 days) or a month ("2026-11", the last 12), oldest first, zeros too */
  series: z.array(z.strictObject({ period: z.string(), visitors: count, pageviews: count })),
  /** visitors are unique within a day: a month's or the range's visitors are the sum of its days' */
  totals: z.strictObject({ visitors: count, pageviews: count }),
  /** the most viewed pages, by their entry in the table of pages, with the page's name */
  pages: z.array(z.strictObject({ path: z.string(), title: z.string(), views: count, visitors: count })),
  /** the sites visitors came from (OTHER_SOURCES: the rest of a busy day's) */
  referrers: z.array(z.strictObject({ domain: z.string(), visitors: count })),
  /** utm_source and utm_campaign ("" when the link had none) */
  campaigns: z.array(z.strictObject({ source: z.string(), campaign: z.string(), visitors: count })),
  /** each step's count and its share of the step before (null when that one is 0) */
  funnel: z.array(z.strictObject({ step: z.enum(FUNNEL_STEPS), count, rate: z.number().min(0).nullable() })),
});
export type StatsReport = z.infer<typeof statsReportSchema>;

/** The pages of the table whose head has no title of its own, named here; "/" is "Inicio" rather than the site's name. */
const PAGE_NAMES: Partial<Record<PagePath, string>> = {
  "/": "Inicio",
  "/cart": "Carrito",
  "/place-order": "Datos de envío",
  "/orders": "Pedidos (enlace anterior)",
  "/pedido/:token": "Página de un pedido",
  "/login": "Iniciar sesión",
  "/register": "Crear cuenta",
  "/user": "Mi cuenta",
  "/forgot-password": "Recuperar contraseña",
  "/reset-password": "Nueva contraseña",
  "/newsletter/confirm": "Confirmar suscripción",
  "/newsletter/unsubscribe": "Cancelar suscripción",
  "/mis-pedidos": "Mis pedidos",
  "/consultar-pedido": "Consultar pedido",
};

/**
 * A counted page's name for the report: its own name, else the title its head gives without data (the part before
 * " · " and the author's name), else its address.
 */
export function pageName(path: string): string {
  const named = PAGE_NAMES[path as PagePath];
  if (named) return named;
  const title = pageHead({ site: null, data: undefined, path, baseUrl: "" })?.title;
  return title?.split(" · ")[0] || path;
}
