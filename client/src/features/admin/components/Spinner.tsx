/** A small spinning ring; the label is read by screen readers only. */
export function Spinner({ label = "Cargando", size = 18 }: { label?: string; size?: number }) {
  return (
    <span className="adm-spinner" role="status" style={{ width: size, height: size }}>
      <span className="sr-only">{label}</span>
    </span>
  );
}
