// A book's testimonials: list with delete buttons, and content + author inputs to add one.
import { useCallback, useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../../lib/api-client";
import { showAlert } from "../../../lib/alerts";
import { createTestimonial, deleteTestimonial, getBookTestimonials } from "../api/books";
import { Spinner } from "../components/Spinner";
import { TextField } from "../components/TextField";
import { useResource } from "../hooks/useResource";

/** Render with key={bookId} so another book starts from a clean panel. */
export function TestimonialPanel({ bookId }: { bookId: number }) {
  const load = useCallback(() => getBookTestimonials(bookId), [bookId]);
  const testimonials = useResource(load, "No se pudieron cargar los testimonios");
  const [content, setContent] = useState("");
  const [author, setAuthor] = useState("");
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    if (!content.trim() || !author.trim()) {
      await showAlert("warning", "Campos incompletos", "Debes ingresar tanto el contenido como el autor del testimonio.");
      return;
    }
    setAdding(true);
    try {
      const created = await createTestimonial({ content: content.trim(), author: author.trim(), bookId });
      testimonials.update((list) => [created, ...list]);
      setContent("");
      setAuthor("");
      await showAlert("success", "Testimonio agregado");
    } catch (error) {
      console.error("Error al agregar testimonio:", error);
      await showAlert("error", "Error al agregar testimonio", apiErrorMessage(error, "Verifica la consola."));
    } finally {
      setAdding(false);
    }
  }

  async function remove(id: number) {
    if (deletingId !== null) return;
    setDeletingId(id);
    try {
      await deleteTestimonial(id);
      testimonials.update((list) => list.filter((t) => t.id !== id));
    } catch (error) {
      console.error("Error al eliminar testimonio:", error);
      await showAlert("error", "No se pudo eliminar el testimonio", apiErrorMessage(error, "Revisa la consola."));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="adm-card adm-testimonials" aria-labelledby={`testimonials-${bookId}`}>
      <h3 id={`testimonials-${bookId}`}>Testimonios del libro {bookId}</h3>
      {testimonials.error && (
        <p className="adm-error" role="alert">
          {testimonials.error}
        </p>
      )}
      {testimonials.loading && !testimonials.data && <p className="adm-muted">Cargando testimonios...</p>}
      {testimonials.data?.length === 0 && <p className="adm-muted">No hay testimonios disponibles.</p>}
      <ul className="adm-testimonial-list">
        {testimonials.data?.map((t) => (
          <li key={t.id}>
            <blockquote>
              <p>“{t.content}”</p>
              <footer>— {t.author}</footer>
            </blockquote>
            <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => remove(t.id)} disabled={deletingId !== null} aria-label={`Eliminar el testimonio de ${t.author}`}>
              {deletingId === t.id && <Spinner label="Eliminando" size={14} />} Eliminar
            </button>
          </li>
        ))}
      </ul>
      <form className="adm-form" onSubmit={add} noValidate>
        <TextField label="Contenido del testimonio" value={content} onChange={setContent} multiline maxLength={2000} disabled={adding} />
        <TextField label="Autor del testimonio" value={author} onChange={setAuthor} maxLength={120} disabled={adding} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={adding}>
            {adding && <Spinner label="Agregando" />} Agregar testimonio
          </button>
        </div>
      </form>
    </section>
  );
}
