// Estadísticas: the visits of the last 30 days (a day each) or 12 months (a month each), the most viewed pages, where
// visitors came from and the funnel from the book's page to a paid order. Counted without cookies or personal data.
import { Link, useLoaderData, useSearchParams } from "react-router-dom";
import { OTHER_SOURCES } from "@autora/common/contract/stats.ts";
import { getStats, type StatsRange, type StatsReport } from "../api";
import { Funnel } from "./Funnel";
import { VisitsChart } from "./VisitsChart";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import "./stats.css";

const RANGES: { range: StatsRange; label: string; chart: string }[] = [
  { range: "30d", label: "Últimos 30 días", chart: "Visitantes y páginas vistas por día (últimos 30 días)" },
  { range: "12m", label: "Últimos 12 meses", chart: "Visitantes y páginas vistas por mes (últimos 12 meses)" },
];

/** The period is in the address (?periodo=12m); the last 30 days when absent. */
const rangeOf = (params: URLSearchParams): StatsRange => (params.get("periodo") === "12m" ? "12m" : "30d");

export const loader = ({ request, loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(() => getStats(rangeOf(new URL(request.url).searchParams)), "No se pudieron cargar las estadísticas");

const numbers = new Intl.NumberFormat("es-MX");
const EMPTY = "Aún no hay visitas registradas.";

export default function StatsPage({ title }: AdminScreenProps) {
  const [params] = useSearchParams();
  const range = rangeOf(params);
  const report = useLoaderData<typeof loader>();
  const current = RANGES.find((option) => option.range === range)!;
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Visitas contadas sin cookies y sin guardar datos de quien visita: solo totales por día. No se cuenta a quien
            pide no ser rastreado ni a los robots.
          </p>
        </div>
      </div>
      <nav className="adm-stats-ranges" aria-label="Periodo">
        {RANGES.map((option) => (
          <Link
            key={option.range}
            to={`?periodo=${option.range}`}
            className={`adm-btn adm-btn--small${option.range === range ? "" : " adm-btn--ghost"}`}
            aria-current={option.range === range ? "page" : undefined}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      {report.error && <FormMessage feedback={failure(report.error)} />}
      {report.data && <Report data={report.data} chart={current.chart} />}
    </>
  );
}

function Report({ data, chart }: { data: StatsReport; chart: string }) {
  const empty = data.totals.pageviews === 0;
  return (
    <div className="adm-stats">
      <section className="adm-card adm-stats__visits" aria-labelledby="adm-stats-visits">
        <h2 id="adm-stats-visits">Visitas</h2>
        <dl className="adm-stats__totals">
          <div>
            <dt>Visitantes</dt>
            <dd>{numbers.format(data.totals.visitors)}</dd>
          </div>
          <div>
            <dt>Páginas vistas</dt>
            <dd>{numbers.format(data.totals.pageviews)}</dd>
          </div>
        </dl>
        {empty ? <p className="adm-muted">{EMPTY}</p> : <VisitsChart series={data.series} caption={chart} />}
        <p className="adm-muted adm-stats__note">
          Cada visitante cuenta una vez al día; en un periodo más largo, los visitantes son la suma de los de cada día.
        </p>
      </section>

      <section className="adm-card" aria-labelledby="adm-stats-pages">
        <h2 id="adm-stats-pages">Páginas más vistas</h2>
        {data.pages.length === 0 ? (
          <p className="adm-muted">{EMPTY}</p>
        ) : (
          <table className="adm-stats__table">
            <thead>
              <tr>
                <th scope="col">Página</th>
                <th scope="col">Vistas</th>
                <th scope="col">Visitantes</th>
              </tr>
            </thead>
            <tbody>
              {data.pages.map((page) => (
                <tr key={page.path}>
                  <th scope="row">
                    {page.title}
                    <span className="adm-stats__path">{page.path}</span>
                  </th>
                  <td>{numbers.format(page.views)}</td>
                  <td>{numbers.format(page.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="adm-card" aria-labelledby="adm-stats-sources">
        <h2 id="adm-stats-sources">De dónde llegan</h2>
        <h3>Sitios</h3>
        {data.referrers.length === 0 ? (
          <p className="adm-muted">Nadie llegó desde otro sitio en este periodo.</p>
        ) : (
          <table className="adm-stats__table">
            <thead>
              <tr>
                <th scope="col">Sitio</th>
                <th scope="col">Visitantes</th>
              </tr>
            </thead>
            <tbody>
              {data.referrers.map((row) => (
                <tr key={row.domain}>
                  <th scope="row">{row.domain === OTHER_SOURCES ? "Otros sitios" : row.domain}</th>
                  <td>{numbers.format(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>Campañas</h3>
        {data.campaigns.length === 0 ? (
          <p className="adm-muted">Ninguna visita llegó por un enlace con utm_source en este periodo.</p>
        ) : (
          <table className="adm-stats__table">
            <thead>
              <tr>
                <th scope="col">utm_source</th>
                <th scope="col">utm_campaign</th>
                <th scope="col">Visitantes</th>
              </tr>
            </thead>
            <tbody>
              {data.campaigns.map((row) => (
                <tr key={`${row.source}\n${row.campaign}`}>
                  <th scope="row">{row.source === OTHER_SOURCES ? "Otras campañas" : row.source}</th>
                  <td>{row.campaign || "(sin campaña)"}</td>
                  <td>{numbers.format(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="adm-muted adm-stats__note">
          Para medir un enlace, por ejemplo el de tu perfil de Instagram, agrégale{" "}
          <code>?utm_source=instagram&amp;utm_campaign=preventa</code>:{" "}
          <code>/urdimbre?utm_source=instagram&amp;utm_campaign=preventa</code>.
        </p>
      </section>

      <section className="adm-card" aria-labelledby="adm-stats-funnel">
        <h2 id="adm-stats-funnel">Del libro al pago</h2>
        <Funnel steps={data.funnel} />
        <p className="adm-muted adm-stats__note">
          Los pedidos y los pagos salen de los pedidos de la tienda; las visitas no cuentan a quien pidió no ser
          rastreado, así que un paso puede pasar del 100%.
        </p>
      </section>
    </div>
  );
}
