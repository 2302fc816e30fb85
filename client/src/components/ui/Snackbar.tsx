/** A short confirmation at the bottom of the screen; the page decides how long it stays. */
export function Snackbar({ message }: { message: string | null }) {
  return (
    <div className={`adm-snackbar${message ? " adm-snackbar--open" : ""}`} role="status" aria-live="polite">
      {message}
    </div>
  );
}
