// Visitors and page views a day or a month as a small hand-drawn SVG bar chart (no charting library): two bars per
// period, each with its numbers on hover, the dates in an HTML row under the bars (text in a stretched SVG would be
// distorted) and every figure in a table for screen readers.
import { formatLongDate, MONTHS } from "@autora/common/format.ts";
import type { StatsReport } from "../api";

const WIDTH = 300;
const HEIGHT = 100;
const numbers = new Intl.NumberFormat("es-MX");

/** "2026-11-24" -> "24 nov", "2026-11" -> "nov" */
function shortLabel(period: string): string {
  const [, month, day] = period.split("-").map(Number);
  const name = MONTHS[month - 1].slice(0, 3);
  return day ? `${day} ${name}` : name;
}

/** "2026-11-24" -> "24 de noviembre de 2026", "2026-11" -> "noviembre de 2026" */
export function longLabel(period: string): string {
  if (period.length > 7) return formatLongDate(period);
  const [year, month] = period.split("-").map(Number);
  return `${MONTHS[month - 1]} de ${year}`;
}

export function VisitsChart({ series, caption }: { series: StatsReport["series"]; caption: string }) {
  const max = Math.max(1, ...series.map((row) => row.pageviews));
  const slot = WIDTH / series.length;
  const bar = slot * 0.38;
  const columns = { gridTemplateColumns: `repeat(${series.length}, 1fr)` };
  // a day's label every 7 days (the last is today's), every month's
  const labelled = (i: number) => series[0].period.length === 7 || (series.length - 1 - i) % 7 === 0;
  return (
    <figure className="adm-stats-chart">
      <figcaption id="adm-stats-chart-title">{caption}</figcaption>
      <ul className="adm-stats-chart__legend" aria-hidden="true">
        <li>
          <span className="adm-stats-chart__swatch adm-stats-chart__swatch--visitors" /> Visitantes
        </li>
        <li>
          <span className="adm-stats-chart__swatch adm-stats-chart__swatch--views" /> Páginas vistas
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="adm-stats-chart-title"
        preserveAspectRatio="none"
      >
        {series.map((row, i) => {
          const x = i * slot + (slot - 2 * bar) / 2;
          const visitors = (row.visitors / max) * (HEIGHT - 2);
          const views = (row.pageviews / max) * (HEIGHT - 2);
          return (
            <g key={row.period}>
              <title>{`${longLabel(row.period)}: ${numbers.format(row.visitors)} visitantes, ${numbers.format(row.pageviews)} páginas vistas`}</title>
              <rect x={i * slot} y={0} width={slot} height={HEIGHT} className="adm-stats-chart__hover" />
              <rect
                x={x}
                y={HEIGHT - visitors}
                width={bar}
                height={visitors}
                className="adm-stats-chart__bar adm-stats-chart__bar--visitors"
              />
              <rect
                x={x + bar}
                y={HEIGHT - views}
                width={bar}
                height={views}
                className="adm-stats-chart__bar adm-stats-chart__bar--views"
              />
            </g>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="adm-stats-chart__axis"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="adm-stats-chart__labels" style={columns} aria-hidden="true">
        {series.map((row, i) => (
          <span key={row.period}>{labelled(i) ? shortLabel(row.period) : ""}</span>
        ))}
      </div>
      {/* in a box of its own: a table is never narrower than its text, whatever width sr-only gives it */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{series[0].period.length === 7 ? "Mes" : "Día"}</th>
              <th scope="col">Visitantes</th>
              <th scope="col">Páginas vistas</th>
            </tr>
          </thead>
          <tbody>
            {series.map((row) => (
              <tr key={row.period}>
                <td>{longLabel(row.period)}</td>
                <td>{numbers.format(row.visitors)}</td>
                <td>{numbers.format(row.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
