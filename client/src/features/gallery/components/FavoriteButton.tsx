/** The heart on a photo: pressed (and red) while the photo is a favourite. */
export function FavoriteButton({
  active,
  photoName,
  onToggle,
}: {
  active: boolean;
  photoName: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={active}
      aria-label={`Favorita: ${photoName}`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21Z"
          fill={active ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
