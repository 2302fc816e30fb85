// A book's testimonials: list with delete buttons, and content + author inputs to add one.
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router-dom";
import { createTestimonialSchema } from "@autora/common/contract/books.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { createTestimonial, deleteTestimonial, getBookTestimonials } from "../api";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs } from "@/lib/admin-screen";

/** The loader of /admin/adurdimbre/testimonios/:bookId, a route without a page that this panel's fetcher asks. */
export const loader = ({ params, loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(() => getBookTestimonials(Number(params.bookId)), "No se pudieron cargar los testimonios");

/** Render with key={bookId} so another book starts from a clean panel. */
export function TestimonialPanel({ bookId, bookName }: { bookId: number; bookName: string }) {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  // The book is the page's, not in the address: its testimonials load once the panel is shown (and again with the
  // page's data after each change).
  useEffect(() => {
    void load(`/admin/adurdimbre/testimonios/${bookId}`);
  }, [load, bookId]);
  const testimonials = fetcher.data;
  const [content, setContent] = useState("");
  const [author, setAuthor] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const adding = useMutation();
  const removing = useMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (adding.pending) return;
    const checked = createTestimonialSchema.safeParse({ content, author, bookId });
    if (!checked.success) {
      // Blank fields are 'Campos incompletos', as on the original site; the other rules (lengths) are refused as the server refuses them.
      const found = fieldErrors(checked.error.issues);
      setProblems(found);
      adding.refuse(
        !content.trim() || !author.trim()
          ? `Campos incompletos: ${checked.error.issues[0].message}`
          : checked.error.issues[0].message,
      );
      return;
    }
    setProblems({});
    const added = await adding.run(() => createTestimonial(checked.data), {
      success: "Testimonio agregado",
      failure: "Error al agregar testimonio. Intenta de nuevo.",
    });
    if (!added) return;
    setContent("");
    setAuthor("");
  }

  async function remove(id: number) {
    if (deletingId !== null) return;
    setDeletingId(id);
    await removing.run(() => deleteTestimonial(id), {
      success: "Testimonio eliminado",
      failure: "No se pudo eliminar el testimonio. Intenta de nuevo.",
    });
    setDeletingId(null);
  }

  return (
    <section className="adm-card adm-testimonials" aria-labelledby={`testimonials-${bookId}`}>
      <h3 id={`testimonials-${bookId}`}>Testimonios de «{bookName}»</h3>
      {testimonials?.error && <FormMessage feedback={failure(testimonials.error)} />}
      {!testimonials && <p className="adm-muted">Cargando testimonios...</p>}
      {testimonials?.data?.length === 0 && <p className="adm-muted">No hay testimonios disponibles.</p>}
      <ul className="adm-testimonial-list">
        {testimonials?.data?.map((t) => (
          <li key={t.id}>
            <blockquote>
              <p>“{t.content}”</p>
              <footer>— {t.author}</footer>
            </blockquote>
            <button
              type="button"
              className="adm-btn adm-btn--danger adm-btn--small"
              onClick={() => remove(t.id)}
              disabled={deletingId !== null}
              aria-label={`Eliminar el testimonio de ${t.author}`}
            >
              {deletingId === t.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
            </button>
          </li>
        ))}
      </ul>
      <FormMessage feedback={removing.feedback} />
      <form className="adm-form" onSubmit={add} noValidate>
        <TextField
          label="Contenido del testimonio"
          value={content}
          onChange={(value) => {
            setContent(value);
            setProblems(({ content: _fixed, ...rest }) => rest);
          }}
          multiline
          maxLength={2000}
          error={problems.content}
          disabled={adding.pending}
        />
        <TextField
          label="Autor del testimonio"
          value={author}
          onChange={(value) => {
            setAuthor(value);
            setProblems(({ author: _fixed, ...rest }) => rest);
          }}
          maxLength={120}
          error={problems.author}
          disabled={adding.pending}
        />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={adding.pending}>
            {adding.pending && <Spinner inline label="Agregando" />} Agregar testimonio
          </button>
        </div>
        <FormMessage feedback={adding.feedback} />
      </form>
    </section>
  );
}
