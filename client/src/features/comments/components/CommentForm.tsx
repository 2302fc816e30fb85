import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { addBookComment } from "../api";

/**
 * The signed-in reader's comment box; a blank comment is not sent. It stays busy until `onSent` has shown the comment.
 * A refused comment (too soon after the last one, too many in an hour...) keeps its text and shows the server's reason.
 */
export function CommentForm({ bookId, onSent }: { bookId: number; onSent: () => Promise<void> }) {
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contenido = draft.trim();
    if (!contenido || sending) return;
    setSending(true);
    setError(null);
    try {
      await addBookComment(bookId, contenido);
      setDraft("");
      await onSent();
    } catch (failure) {
      setError(apiErrorMessage(failure, "No se pudo enviar el comentario. Intenta de nuevo."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <label htmlFor="book-comment" className="sr-only">
        Tu comentario
      </label>
      <textarea
        id="book-comment"
        rows={4}
        maxLength={1000}
        placeholder="Escribe tu comentario..."
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={error ? "book-comment-error" : undefined}
      />
      <button type="submit" className="comment-form__send" disabled={sending}>
        Enviar Comentario
      </button>
      {error && (
        <p id="book-comment-error" className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
