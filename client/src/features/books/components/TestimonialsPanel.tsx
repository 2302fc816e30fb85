import type { PublicTestimonial } from "../types";

/** The side panel of what readers say about the book (read by the page's route loader). */
export function TestimonialsPanel({ testimonials }: { testimonials: PublicTestimonial[] }) {
  return (
    <aside className="book-testimonials" aria-labelledby="book-testimonials-title">
      <h2 id="book-testimonials-title">Testimonios</h2>
      {testimonials.length === 0 && <p className="book-muted">No hay testimonios disponibles.</p>}
      {testimonials.map((testimonial) => (
        <figure key={testimonial.id} className="book-testimonial">
          <blockquote>{testimonial.content}</blockquote>
          <figcaption>— {testimonial.author}</figcaption>
        </figure>
      ))}
    </aside>
  );
}
