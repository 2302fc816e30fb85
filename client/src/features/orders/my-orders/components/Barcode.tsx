// A reference as a Code 128 barcode the store's scanner can read, drawn as SVG (sharp on screen and on paper).
import { code128Bars } from "../code128";

export function Barcode({ digits, label }: { digits: string; label: string }) {
  const { bars, width } = code128Bars(digits);
  return (
    <svg className="barcode" viewBox={`0 0 ${width} 60`} preserveAspectRatio="none" role="img" aria-label={label}>
      <rect width={width} height="60" fill="#fff" />
      <path fill="#111" d={bars.map(([x, w]) => `M${x} 0h${w}v60h-${w}z`).join("")} />
    </svg>
  );
}
