// From the book's page to a paid order: each step's count, a bar as long as its share of the first step, and the
// share of the step before that went on to it.
import type { StatsReport } from "../api";

type Step = StatsReport["funnel"][number]["step"];

const STEP_TEXT: Record<Step, string> = {
  book: "Visitaron la página del libro",
  buy: "Tocaron COMPRAR",
  order: "Generaron su ficha de pago (pedidos creados)",
  paid: "Pagaron",
};

const numbers = new Intl.NumberFormat("es-MX");
let percent: Intl.NumberFormat | undefined;
/** 0.4 -> "40%", 0.3333 -> "33.3%" */
export const formatShare = (share: number) =>
  (percent ??= new Intl.NumberFormat("es-MX", { style: "percent", maximumFractionDigits: 1 })).format(share);

export function Funnel({ steps }: { steps: StatsReport["funnel"] }) {
  const max = Math.max(1, ...steps.map((step) => step.count));
  return (
    <ol className="adm-stats-funnel">
      {steps.map((step, i) => (
        <li key={step.step}>
          <div className="adm-stats-funnel__line">
            <span>{STEP_TEXT[step.step]}</span>
            <strong>{numbers.format(step.count)}</strong>
          </div>
          <div className="adm-stats-funnel__track" aria-hidden="true">
            <div className="adm-stats-funnel__bar" style={{ width: `${(step.count / max) * 100}%` }} />
          </div>
          {i > 0 && (
            <p className="adm-muted adm-stats-funnel__rate">
              {step.rate === null ? "Sin datos del paso anterior" : `${formatShare(step.rate)} del paso anterior`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
