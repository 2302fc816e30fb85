/** Upload progress, 0 to 100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="adm-progress">
      <div className="adm-progress__text">
        <span>{label}</span>
        <span>{value}%</span>
      </div>
      <progress max={100} value={value} aria-label={label} />
    </div>
  );
}
