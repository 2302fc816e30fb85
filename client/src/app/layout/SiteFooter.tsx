// Footer of every page: newsletter, credits, rights notice, the legal pages and the back-to-top control.
import { Link } from "react-router-dom";
import { ArrowUpIcon } from "@/components/ui/icons";
import { useAuthorName } from "@/features/pages";
import { NewsletterForm } from "@/features/newsletter";

export function SiteFooter() {
  const authorName = useAuthorName();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="papel-picado" aria-hidden="true" />
      <div className="container site-footer__grid">
        <NewsletterForm />
        <div className="site-footer__about">
          <p className="site-footer__brand">{authorName}</p>
          <p>Escritora y diseñadora. Historias creativas de artesanas y artesanos de México.</p>
          <ul className="site-footer__links">
            <li>
              <Link to="/urdimbre">Urdimbre</Link>
            </li>
            <li>
              <Link to="/blogpage">Eventos</Link>
            </li>
            <li>
              <Link to="/contact">Contacto</Link>
            </li>
            <li>
              <Link to="/consultar-pedido">Consultar mi pedido</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <div>
          <p className="site-footer__rights">
            © {year} {authorName}. Todos los derechos reservados.
          </p>
          <p className="site-footer__credits">
            Diseño e ilustraciones inspirados en el arte popular mexicano · Hecho con cariño en Colima, México.
          </p>
          <nav aria-label="Información legal">
            <ul className="site-footer__legal">
              <li>
                <Link to="/aviso-de-privacidad">Aviso de privacidad</Link>
              </li>
              <li>
                <Link to="/terminos">Términos y condiciones</Link>
              </li>
              <li>
                <Link to="/devoluciones">Devoluciones</Link>
              </li>
            </ul>
          </nav>
        </div>
        <button
          type="button"
          className="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          data-replay
        >
          <ArrowUpIcon />
          <span>Volver arriba</span>
        </button>
      </div>
    </footer>
  );
}
