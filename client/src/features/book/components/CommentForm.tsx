import { useState, type FormEvent } from "react";
import { addBookComment } from "../api";

/** The signed-in reader's comment box; a blank comment is not sent. It stays busy until `onSent` has shown the comment. */
export function CommentForm({ bookId, onSent }: { bookId: number; onSent: () => Promise<void> }) {
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contenido = draft.trim();
    if (!contenido || sending) return;
    setSending(true);
    try {
      await addBookComment(bookId, contenido);
      setDraft("");
      await onSent();
    } catch (error) {
      console.error("Error al enviar el comentario:", error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <label htmlFor="book-comment" className="sr-only">
        Tu comentario
      </label>
      <textarea id="book-comment" rows={4} maxLength={1000} placeholder="Escribe tu comentario..." value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className="comment-form__send" disabled={sending}>
        Enviar Comentario
      </button>
    </form>
  );
}
