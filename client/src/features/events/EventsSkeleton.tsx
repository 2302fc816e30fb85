/** Three card-shaped placeholders while the list loads, so the page below does not jump when it arrives. */
export function EventsSkeleton() {
  return (
    <ul className="events__list" aria-busy="true">
      <li className="sr-only" role="status">
        Cargando eventos...
      </li>
      {[0, 1, 2].map((index) => (
        <li key={index} className="event card" aria-hidden="true">
          <div className="event__row">
            <span className="skeleton date-badge date-badge--skeleton" />
            <div className="event__text">
              <span className="skeleton event__skeleton-title" />
              <span className="skeleton event__skeleton-line" />
              <span className="skeleton event__skeleton-line event__skeleton-line--short" />
            </div>
            <span className="skeleton event__skeleton-button" />
          </div>
        </li>
      ))}
    </ul>
  );
}
