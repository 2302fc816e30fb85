// What a route's error boundary shows when its loader or its page fails: the 404 page for an address that names
// nothing (a loader's 404), else a Spanish apology with a way to try again and a way back. The error itself is only
// logged: a visitor never sees its message or its stack.
import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";

/** `home` and `homeLabel`: the way back; `notFound`: the 404 page; `className`: the look of the area it shows in. */
export function RouteError({
  home,
  homeLabel,
  notFound,
  className = "not-found",
}: {
  home: string;
  homeLabel: string;
  notFound: ReactNode;
  className?: string;
}) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) console.error("Error al mostrar la página:", error);
  }, [error, isNotFound]);
  if (isNotFound) return notFound;
  return (
    <section className={className} role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Intenta de nuevo en unos momentos.</p>
      {/* a reload also brings a page's code again when a newer version of the site replaced it */}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Volver a intentar
      </button>{" "}
      <Link to={home}>{homeLabel}</Link>
    </section>
  );
}
