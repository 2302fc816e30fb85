// Paid orders per week as a small hand-drawn SVG bar chart (no charting library), with the same numbers in a table
// for screen readers.
import type { SalesSummary } from "../types";

const WIDTH = 360;
const HEIGHT = 150;
const TOP = 14;
const BOTTOM = 22;
const LEFT = 6;

const shortDay = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "short", timeZone: "UTC" });

export function WeeklyChart({ weeks }: { weeks: SalesSummary["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.paidOrders));
  const slot = (WIDTH - LEFT * 2) / weeks.length;
  const barWidth = slot * 0.62;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  return (
    <figure className="adm-chart">
      <figcaption id="adm-chart-title">Pedidos pagados por semana (últimas 12 semanas)</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="adm-chart-title" preserveAspectRatio="none">
        <line x1={LEFT} x2={WIDTH - LEFT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="adm-chart__axis" />
        {weeks.map((week, i) => {
          const height = (week.paidOrders / max) * plotHeight;
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={week.weekStart}>
              <rect x={x} y={y} width={barWidth} height={Math.max(height, week.paidOrders > 0 ? 2 : 0)} rx={2} className="adm-chart__bar" />
              {week.paidOrders > 0 && (
                <text x={x + barWidth / 2} y={y - 3} textAnchor="middle" className="adm-chart__value">
                  {week.paidOrders}
                </text>
              )}
              {i % 2 === weeks.length % 2 && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="adm-chart__label">
                  {shortDay.format(new Date(week.weekStart))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Pedidos pagados por semana</caption>
        <thead>
          <tr>
            <th scope="col">Semana del</th>
            <th scope="col">Pedidos pagados</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{shortDay.format(new Date(week.weekStart))}</td>
              <td>{week.paidOrders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
