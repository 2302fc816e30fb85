import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { Loaded } from "@/lib/load";
import type { PublicTestimonial } from "../types";

/** The side panel of what readers say about the book (read by the page's route loader), or why it could not be read. */
export function TestimonialsPanel({ loaded }: { loaded: Loaded<PublicTestimonial[]> }) {
  const testimonials = loaded.data ?? [];
  return (
    <aside className="book-testimonials" aria-labelledby="book-testimonials-title">
      <h2 id="book-testimonials-title">Testimonios</h2>
      {loaded.error && <FormMessage feedback={failure(loaded.error)} />}
      {!loaded.error && testimonials.length === 0 && <p className="book-muted">No hay testimonios disponibles.</p>}
      {testimonials.map((testimonial) => (
        <figure key={testimonial.id} className="book-testimonial">
          <blockquote>{testimonial.content}</blockquote>
          <figcaption>— {testimonial.author}</figcaption>
        </figure>
      ))}
    </aside>
  );
}
