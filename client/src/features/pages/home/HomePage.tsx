// Home: hero with the author's quote, title and name, then her biography with a portrait.
import { Link } from "react-router-dom";
import portrait from "@/assets/retrato.svg";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { DEFAULT_AUTHOR_NAME, useSiteContent } from "./useSiteContent";
import type { HeadFunction } from "@autora/common/page-heads.ts";
import { SITE_NAME } from "@autora/common/pages.ts";
import "./home.css";

/**
 * Who she is, from the home page's texts (the root route reads them: the page has no loader of its own). It imports no
 * helper (pageHead clips the description), so the first page's JavaScript carries nothing of the other pages' heads.
 */
export const head: HeadFunction = ({ site }) => ({
  title: site ? `${site.authorName} · ${site.authorTitle}` : SITE_NAME,
  description: site
    ? `${site.introTitle}. ${site.subtitle}`
    : "Escritora y diseñadora colimense: historias de los oficios y el arte popular de México.",
  type: "website",
});

export default function HomePage() {
  const { data: content, error } = useSiteContent();
  const name = content?.authorName || DEFAULT_AUTHOR_NAME;

  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="eyebrow">{content?.authorTitle ?? "Autora Colimense"}</p>
            <h1 className="hero__name">{name}</h1>
            <blockquote className="hero__quote">{content?.introTitle && <p>“{content.introTitle}”</p>}</blockquote>
            <div className="hero__actions">
              <Link to="/urdimbre" className="btn btn-primary">
                Conoce Urdimbre
              </Link>
              <Link to="/about" className="btn btn-outline">
                Sobre mí
              </Link>
            </div>
          </div>
          {/* the drawing is in the page's styles (home.css), which arrive inside the page: no request, and not in the JavaScript */}
          <div
            className="hero__art"
            role="img"
            aria-label="Ilustración de un telar con franjas de sarape, papel picado, una olla de barro y una madeja de hilo"
          />
        </div>
      </section>
      <hr className="woven-rule" />
      <section className="section bio" aria-labelledby="bio-title">
        <div className="container bio__grid">
          <figure className="bio__portrait">
            <img
              src={portrait}
              width={400}
              height={480}
              loading="lazy"
              alt={`Retrato ilustrado de ${name} con trenzas, flores y rebozo`}
            />
          </figure>
          <div className="bio__text">
            <p className="eyebrow">Biografía</p>
            <h2 id="bio-title">{content?.mainTitle || "Biografía"}</h2>
            {content?.subtitle && <p className="lead">{content.subtitle}</p>}
            {error && <FormMessage feedback={failure(error)} />}
            <Link to="/about" className="text-link">
              Leer mi historia completa →
            </Link>
          </div>
        </div>
      </section>
      <section className="section section--sand book-cta" aria-labelledby="cta-title">
        <div className="container book-cta__inner">
          <p className="eyebrow">El libro</p>
          <h2 id="cta-title">Urdimbre</h2>
          <p className="lead">
            Historias creativas de artesanas y artesanos de México, tejidas entre hilos, barro y memoria.
          </p>
          <Link to="/urdimbre" className="btn btn-primary">
            Ver el libro
          </Link>
        </div>
      </section>
    </>
  );
}
