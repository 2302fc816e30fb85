// A book's testimonials: list with delete buttons, and content + author inputs to add one.
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher, type LoaderFunctionArgs } from "react-router-dom";
import { createTestimonialSchema } from "@autora/common/contract/books.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { createTestimonial, deleteTestimonial, getBookTestimonials } from "@/features/books";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { loadForAdmin } from "@/features/admin";

/** The loader of /admin/adurdimbre/testimonios/:bookId, a route without a page that this panel's fetcher asks. */
export const loader = ({ params }: LoaderFunctionArgs) => loadForAdmin(() => getBookTestimonials(Number(params.bookId)), "No se pudieron cargar los testimonios");

/** Render with key={bookId} so another book starts from a clean panel. */
export function TestimonialPanel({ bookId }: { bookId: number }) {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  const reload = () => load(`/admin/adurdimbre/testimonios/${bookId}`);
  // The book is chosen on the page (typed or searched), not in the address: its testimonials load once it is shown.
  useEffect(() => {
    void load(`/admin/adurdimbre/testimonios/${bookId}`);
  }, [load, bookId]);
  const testimonials = fetcher.data;
  const [content, setContent] = useState("");
  const [author, setAuthor] = useState("");
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    const checked = createTestimonialSchema.safeParse({ content, author, bookId });
    if (!checked.success) {
      // Blank fields are 'Campos incompletos', as on the original site; the other rules (lengths) are refused as the server refuses them.
      const blank = !content.trim() || !author.trim();
      await showAlert("warning", blank ? "Campos incompletos" : "Error al agregar testimonio", checked.error.issues[0].message);
      return;
    }
    setAdding(true);
    try {
      await createTestimonial(checked.data);
      await reload();
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
      await reload();
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
      {testimonials?.error && (
        <p className="adm-error" role="alert">
          {testimonials.error}
        </p>
      )}
      {!testimonials && <p className="adm-muted">Cargando testimonios...</p>}
      {testimonials?.data?.length === 0 && <p className="adm-muted">No hay testimonios disponibles.</p>}
      <ul className="adm-testimonial-list">
        {testimonials?.data?.map((t) => (
          <li key={t.id}>
            <blockquote>
              <p>“{t.content}”</p>
              <footer>— {t.author}</footer>
            </blockquote>
            <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => remove(t.id)} disabled={deletingId !== null} aria-label={`Eliminar el testimonio de ${t.author}`}>
              {deletingId === t.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
            </button>
          </li>
        ))}
      </ul>
      <form className="adm-form" onSubmit={add} noValidate>
        <TextField label="Contenido del testimonio" value={content} onChange={setContent} multiline maxLength={2000} disabled={adding} />
        <TextField label="Autor del testimonio" value={author} onChange={setAuthor} maxLength={120} disabled={adding} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={adding}>
            {adding && <Spinner inline label="Agregando" />} Agregar testimonio
          </button>
        </div>
      </form>
    </section>
  );
}
