/** Labelled values as a definition list (e.g. the invoice data of an order): one row per [label, value]. */
export function LabelledValues({ rows, className }: { rows: [label: string, value: string][]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
