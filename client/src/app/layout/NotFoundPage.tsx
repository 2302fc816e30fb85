import { Link } from "react-router-dom";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { NOT_FOUND } from "@autora/common/pages.ts";

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND.title, { description: NOT_FOUND.description });
  return (
    <section className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.description}</p>
      <Link to="/" className="btn btn-primary">
        Regresar al inicio
      </Link>
      <Link to="/urdimbre" className="btn btn-outline">
        Conocer el libro
      </Link>
    </section>
  );
}
