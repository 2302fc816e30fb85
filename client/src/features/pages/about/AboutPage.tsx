// About: 'Sobre mí', the author's quote, her portrait and biography ('Cómo llegué aquí'), her values, 'Por qué trabajar
// conmigo', the testimonials and 'Trabajemos juntos'. Every text is hers (the route's loader reads them; when they
// could not be read the page says so and keeps its headings and the way to the contact page).
import { lazy, Suspense } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { ClientOnly } from "@/components/ui/ClientOnly";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { paragraphsOf } from "@/lib/paragraphs";
import { getAbout, type AboutContent } from "../api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { load } from "@/lib/load";
import {
  clipDescription,
  firstParagraph,
  linkable,
  text,
  titled,
  type HeadFunction,
} from "@autora/common/page-heads.ts";
import { TestimonialFigure } from "./TestimonialFigure";
// The carousel's styles come with the page, not with its lazy chunk (see BookPage).
import "@/components/ui/slider.css";
import "./about.css";

const TestimonialsCarousel = lazy(() => import("./TestimonialsCarousel"));

/** How wide the portrait is shown: a column of 20rem beside the biography, 14rem above it on a phone. */
export const PORTRAIT_SIZES = "(min-width: 768px) 20rem, 14rem";

export const loader = () => load(getAbout, "No se pudo cargar la página Sobre mí. Intenta de nuevo más tarde.");

/** Her story as she tells it (the biography's first paragraph, else her quote) and her portrait. */
export const head: HeadFunction<typeof loader> = ({ site, data }) => {
  const about = data?.data;
  return {
    title: titled("Sobre mí", site),
    description:
      firstParagraph(about?.biography) ||
      clipDescription(text(about?.quote) ?? "") ||
      "La historia de la Autora Colimense: escritora y diseñadora dedicada a contar las historias de los oficios de México.",
    type: "website",
    image: linkable(about?.portraitUrl),
  };
};

export default function AboutPage() {
  const { data: about, error } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="container page-heading about-heading">
        <p className="eyebrow">Conóceme</p>
        <h1>Sobre mí</h1>
        {error && <FormMessage feedback={failure(error)} />}
        {about && (
          <blockquote className="about-quote">
            <p>“{about.quote}”</p>
          </blockquote>
        )}
      </header>

      {about && (
        <>
          <section className="section about-story" aria-labelledby="story-title">
            <div className={`container about-story__inner${about.portraitUrl ? " about-story__inner--portrait" : ""}`}>
              {about.portraitUrl && (
                <figure className="about-portrait">
                  <UploadedImage
                    src={about.portraitUrl}
                    sizes={PORTRAIT_SIZES}
                    alt={about.portraitAlt}
                    width={800}
                    height={960}
                    fetchPriority="high"
                  />
                </figure>
              )}
              <div className="about-story__text">
                <h2 id="story-title">Cómo llegué aquí</h2>
                {paragraphsOf(about.biography).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            </div>
          </section>

          <section className="section section--sand" aria-labelledby="values-title">
            <div className="container">
              <h2 id="values-title" className="center">
                Mis valores
              </h2>
              <ul className="values">
                {about.values.map((value, i) => (
                  <li key={i} className="card value">
                    <h3>{value.title}</h3>
                    <p>{value.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section className="section" aria-labelledby="why-title">
            <div className="container why">
              <h2 id="why-title">Por qué trabajar conmigo</h2>
              <ul className="why__list">
                {about.reasons.map((reason, i) => (
                  <li key={i}>{reason}</li>
                ))}
              </ul>
            </div>
          </section>

          {about.testimonials.length > 0 && (
            <section className="section section--sand" aria-labelledby="testimonials-title">
              <div className="container">
                <h2 id="testimonials-title" className="center">
                  Lo que dicen de mi trabajo
                </h2>
                {/* until the carousel starts, the first testimonial holds its place (and is in the server's HTML) */}
                <ClientOnly fallback={<FirstTestimonial about={about} />}>
                  <Suspense fallback={<FirstTestimonial about={about} />}>
                    <TestimonialsCarousel testimonials={about.testimonials} />
                  </Suspense>
                </ClientOnly>
              </div>
            </section>
          )}
        </>
      )}

      <section className="section about-cta">
        <div className="container">
          <h2>¿Tienes un proyecto en mente?</h2>
          <Link to="/contact" className="btn btn-primary">
            Trabajemos juntos
          </Link>
        </div>
      </section>
    </>
  );
}

function FirstTestimonial({ about }: { about: AboutContent }) {
  return (
    <div className="testimonials testimonials--loading">
      <TestimonialFigure testimonial={about.testimonials[0]} index={0} />
    </div>
  );
}
