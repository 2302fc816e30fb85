/** A round avatar with the person's initial (no photo needed). */
export function Avatar({ name, color, size = 72 }: { name: string; color: string; size?: number }) {
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 72 72" role="img" aria-label={`Avatar de ${name}`}>
      <circle cx="36" cy="36" r="36" fill={color} />
      <circle cx="36" cy="36" r="31" fill="none" stroke="#f4d35e" strokeWidth="2" strokeDasharray="3 5" />
      <text
        x="36"
        y="37"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontFamily="Georgia, serif"
        fontSize="30"
        fontWeight="700"
      >
        {name.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
