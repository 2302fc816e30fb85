// The OXXO wordmark as inline SVG (red band between yellow stripes), so the button needs no image request.
export function OxxoLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 48" aria-hidden="true" focusable="false">
      <rect width="120" height="48" rx="6" fill="#f6b31b" />
      <rect y="7" width="120" height="34" fill="#e30613" />
      <text
        x="60"
        y="33.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial Black, Arial, Helvetica, sans-serif"
        fontWeight="900"
        fontSize="25"
        letterSpacing="1.5"
      >
        OXXO
      </text>
    </svg>
  );
}
