// Testimonial mode: a book ID, then that book's testimonial panel.
import { useState, type FormEvent } from "react";
import { TestimonialPanel } from "./TestimonialPanel";

export function TestimonialMode() {
  const [typedId, setTypedId] = useState("");
  const [bookId, setBookId] = useState<number | null>(null);

  function choose(event: FormEvent) {
    event.preventDefault();
    const id = Number(typedId);
    if (Number.isInteger(id) && id > 0) setBookId(id);
    else console.warn("Ingresa el ID del libro");
  }

  return (
    <div className="adm-stack">
      <form className="adm-card adm-inline" onSubmit={choose}>
        <label htmlFor="testimonial-book-id">ID del libro</label>
        <input id="testimonial-book-id" type="number" min={1} inputMode="numeric" value={typedId} onChange={(e) => setTypedId(e.target.value)} required />
        <button type="submit" className="adm-btn">
          Ver testimonios
        </button>
      </form>
      {bookId !== null && <TestimonialPanel key={bookId} bookId={bookId} />}
    </div>
  );
}
