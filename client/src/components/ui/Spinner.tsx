import "./ui.css";

/** A round loader; the label is read by screen readers (role="status"). */
export function Spinner({ label = "Cargando...", size = 40 }: { label?: string; size?: number }) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="sr-only">{label}</span>
    </span>
  );
}
