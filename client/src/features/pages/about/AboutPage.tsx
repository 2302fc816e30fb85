// About: 'Sobre mi', a quote, 'Cómo llegué aquí', values, 'Por qué trabajar conmigo', testimonials, 'Trabajemos juntos'.
import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { ClientOnly } from "@/components/ui/ClientOnly";
// The carousel's styles come with the page, not with its lazy chunk (see BookPage).
import "@/components/ui/slider.css";
import "./about.css";

const TestimonialsCarousel = lazy(() => import("./TestimonialsCarousel"));

const VALUES = [
  { title: "Respeto", text: "Texto de ejemplo: cada historia pertenece a quien la vive. Escucho primero y escribo después, con la voz de las artesanas al centro." },
  { title: "Colaboración", text: "Texto de ejemplo: los mejores proyectos se tejen entre muchas manos: talleres, familias, editoriales y comunidades." },
  { title: "Memoria", text: "Texto de ejemplo: documentar los oficios es cuidar un patrimonio vivo que se transmite de generación en generación." },
];

const REASONS = [
  "Investigación en campo y entrevistas con artesanas y artesanos de todo México.",
  "Diseño editorial cuidado, de la idea al libro impreso.",
  "Talleres y charlas para escuelas, museos y casas de cultura.",
];

export default function AboutPage() {
  return (
    <>
      <header className="container page-heading about-heading">
        <p className="eyebrow">Conóceme</p>
        <h1>Sobre mi</h1>
        <blockquote className="about-quote">
          <p>“Cada pieza hecha a mano guarda una historia; mi trabajo es escucharla y contarla.”</p>
        </blockquote>
      </header>

      <section className="section about-story" aria-labelledby="story-title">
        <div className="container about-story__inner">
          <h2 id="story-title">Cómo llegué aquí</h2>
          <p>
            Crecí en Colima, entre mercados llenos de color, ollas de barro y rebozos tejidos en telar de cintura. Estudié diseño y, durante años, trabajé creando
            identidades para marcas y proyectos culturales.
          </p>
          <p>
            En cada viaje por el país encontraba a mujeres y hombres que transformaban el barro, la palma o el hilo en algo extraordinario. Empecé a escribir sus
            historias en cuadernos; con el tiempo, esos cuadernos se convirtieron en Urdimbre.
          </p>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title" className="center">
            Mis valores
          </h2>
          <ul className="values">
            {VALUES.map((value) => (
              <li key={value.title} className="card value">
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
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="center">
            Lo que dicen de mi trabajo
          </h2>
          <ClientOnly fallback={<div className="testimonials testimonials--loading" />}>
            <Suspense fallback={<div className="testimonials testimonials--loading" />}>
              <TestimonialsCarousel />
            </Suspense>
          </ClientOnly>
        </div>
      </section>

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
