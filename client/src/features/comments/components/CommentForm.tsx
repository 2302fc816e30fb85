import { useState, type FormEvent } from "react";
import { FormMessage } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { COMMENT_HELD } from "@autora/common/contract/comments.ts";
import { addBookComment } from "../api";

/**
 * The signed-in reader's comment box; a blank comment is not sent. It stays busy until the page's comments are read
 * again with the new one on top (`onSent` then starts the list from the newest). A refused comment (too soon after the
 * last one, too many in an hour...) keeps its text and shows the server's reason; one held for the author's approval
 * (it carries a link) says so.
 */
export function CommentForm({ bookId, onSent }: { bookId: number; onSent: () => void }) {
  const [draft, setDraft] = useState("");
  const mutation = useMutation();
  const feedback = mutation.feedback;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contenido = draft.trim();
    if (!contenido || mutation.pending) return;
    const sent = await mutation.run(() => addBookComment(bookId, contenido), {
      success: (created) => (created.pendiente ? COMMENT_HELD : "Comentario publicado."),
      failure: "No se pudo enviar el comentario. Intenta de nuevo.",
    });
    if (!sent) return;
    setDraft("");
    onSent();
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
        aria-describedby={feedback?.tone === "error" ? "book-comment-message" : undefined}
      />
      <button type="submit" className="comment-form__send" disabled={mutation.pending}>
        Enviar comentario
      </button>
      <FormMessage id="book-comment-message" feedback={feedback} />
    </form>
  );
}
