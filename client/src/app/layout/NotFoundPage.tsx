import { Link } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Página no encontrada</h1>
      <Link to="/">Regresar al inicio</Link>
    </section>
  );
}
