import "./ui.css";

/**
 * A spinning ring; the label is read by screen readers only (role="status"). `inline`: the thin ring inside a button
 * or a list row (18 px unless sized), else the page loader (40 px).
 */
export function Spinner({
  label = "Cargando...",
  size,
  inline = false,
}: {
  label?: string;
  size?: number;
  inline?: boolean;
}) {
  const side = size ?? (inline ? 18 : 40);
  return (
    <span
      className={inline ? "spinner spinner--inline" : "spinner"}
      role="status"
      style={{ width: side, height: side }}
    >
      <span className="sr-only">{label}</span>
    </span>
  );
}
