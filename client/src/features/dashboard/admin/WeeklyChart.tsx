// Paid orders per week as a small hand-drawn SVG bar chart (no charting library). The bars stretch with the card; the
// numbers and dates sit in HTML rows aligned with them (text inside a stretched SVG would be distorted), and the same
// figures are in a table for screen readers.
import type { SalesSummary } from "@autora/common/contract/orders.ts";

const WIDTH = 240;
const HEIGHT = 100;

const shortDay = new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "short", timeZone: "UTC" });

export function WeeklyChart({ weeks }: { weeks: SalesSummary["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.paidOrders));
  const slot = WIDTH / weeks.length;
  const barWidth = slot * 0.6;
  const columns = { gridTemplateColumns: `repeat(${weeks.length}, 1fr)` };
  return (
    <figure className="adm-chart">
      <figcaption id="adm-chart-title">Pedidos pagados por semana (últimas 12 semanas)</figcaption>
      <div className="adm-chart__row adm-chart__values" style={columns} aria-hidden="true">
        {weeks.map((week) => (
          <span key={week.weekStart}>{week.paidOrders > 0 ? week.paidOrders : ""}</span>
        ))}
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="adm-chart-title" preserveAspectRatio="none">
        {weeks.map((week, i) => {
          const height = (week.paidOrders / max) * (HEIGHT - 2);
          return (
            <rect
              key={week.weekStart}
              x={i * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              className="adm-chart__bar"
            />
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="adm-chart__axis"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="adm-chart__row adm-chart__labels" style={columns} aria-hidden="true">
        {weeks.map((week, i) => (
          <span key={week.weekStart}>
            {(weeks.length - 1 - i) % 2 === 0 ? shortDay.format(new Date(week.weekStart)) : ""}
          </span>
        ))}
      </div>
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
