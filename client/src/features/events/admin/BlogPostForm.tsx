// 'Nueva entrada' / 'Editar entrada': title, the day (a date picker), the text, the tags, the image and what it shows.
// The contract's schema checks the texts before sending; its messages show next to each field. The page runs the save
// (its message stays when the form is emptied for the next entry).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { blogPostFormSchema } from "@autora/common/contract/events-blog.ts";
import { fieldErrors } from "@/lib/field-errors";
import type { useMutation } from "@/lib/useMutation";
import { FileField } from "@/components/ui/FileField";
import { FormMessage } from "@/components/ui/FormMessage";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { TextField } from "@/components/ui/TextField";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { createBlogPost, updateBlogPost } from "../api";
import type { BlogPost } from "@autora/common/contract/events-blog.ts";

/** Today in the author's calendar, for a new post's date picker ("2024-03-15"). */
const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "America/Mexico_City" });

const formOf = (post: BlogPost | null) => ({
  title: post?.title ?? "",
  date: post?.date ?? today(),
  body: post?.body ?? "",
  tags: post?.tags.join(", ") ?? "",
  imageAlt: post?.imageAlt ?? "",
});

interface Props {
  /** the post being edited; null: a new one */
  post: BlogPost | null;
  /** the page's save, whose feedback shows under the form */
  mutation: ReturnType<typeof useMutation>;
  onSaved: (post: BlogPost) => void;
  onCancel: () => void;
  /** whether the form holds changes not saved yet (the page warns before leaving) */
  onDirtyChange: (dirty: boolean) => void;
}

export function BlogPostForm({ post, mutation, onSaved, onCancel, onDirtyChange }: Props) {
  const [initial] = useState(() => formOf(post));
  const [form, setForm] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const sending = mutation.pending;
  const set = (key: keyof ReturnType<typeof formOf>) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const dirty =
    image !== null ||
    removeImage ||
    (Object.keys(initial) as (keyof typeof initial)[]).some((key) => form[key] !== initial[key]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // A post chosen for editing: the form comes into view (below the list on a phone) with its title field focused.
  useEffect(() => {
    if (!post) return;
    section.current?.scrollIntoView({ block: "start" });
    section.current?.querySelector("input")?.focus({ preventScroll: true });
  }, [post]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = blogPostFormSchema.safeParse(form);
    if (!checked.success) {
      mutation.clear();
      return setErrors(fieldErrors(checked.error.issues));
    }
    setErrors({});
    setProgress(0);
    const values = { ...form, image, removeImage };
    const saved = await mutation.run(
      () => (post ? updateBlogPost(post.id, values, setProgress) : createBlogPost(values, setProgress)),
      {
        success: post ? "Entrada guardada." : "Entrada publicada.",
        failure: "No se pudo guardar la entrada. Intenta de nuevo.",
      },
    );
    setProgress(null);
    if (saved) onSaved(saved);
  }

  return (
    <section ref={section} className="adm-card" aria-labelledby="post-form-title">
      <h2 id="post-form-title">{post ? "Editar entrada" : "Nueva entrada"}</h2>
      <form className="adm-form" onSubmit={submit} noValidate>
        <TextField
          label="Título"
          value={form.title}
          onChange={set("title")}
          maxLength={200}
          error={errors.title}
          disabled={sending}
        />
        <TextField
          label="Fecha"
          type="date"
          value={form.date}
          onChange={set("date")}
          error={errors.date}
          disabled={sending}
        />
        <TextField
          label="Texto"
          value={form.body}
          onChange={set("body")}
          multiline
          rows={10}
          maxLength={20000}
          hint="Separa los párrafos con una línea en blanco."
          error={errors.body}
          disabled={sending}
        />
        <TextField
          label="Etiquetas"
          value={form.tags}
          onChange={set("tags")}
          maxLength={500}
          placeholder="telar, textiles, colima"
          hint="Separadas por comas o espacios; se muestran con #."
          error={errors.tags}
          disabled={sending}
        />
        {post?.imageUrl && !image && (
          <div className="adm-post-image">
            <UploadedImage src={post.imageUrl} sizes="10rem" alt={post.imageAlt} width={1200} height={675} />
            <label className="adm-check">
              <input
                type="checkbox"
                checked={removeImage}
                onChange={(e) => setRemoveImage(e.target.checked)}
                disabled={sending}
              />{" "}
              Quitar la imagen
            </label>
          </div>
        )}
        <FileField
          label={post?.imageUrl ? "Cambiar la imagen" : "Imagen (opcional)"}
          button="Elegir imagen"
          files={image ? [image] : []}
          onChange={(files) => setImage(files[0] ?? null)}
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          hint="Se ve mejor horizontal (16 × 9)."
          disabled={sending}
        />
        <TextField
          label="Descripción de la imagen"
          value={form.imageAlt}
          onChange={set("imageAlt")}
          maxLength={200}
          hint="Lo que muestra la imagen, para quien no puede verla."
          error={errors.imageAlt}
          disabled={sending}
        />
        {progress !== null && <ProgressBar value={progress} label="Guardando entrada" />}
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          {post && (
            <button type="button" className="adm-btn adm-btn--ghost" onClick={onCancel} disabled={sending}>
              Cancelar
            </button>
          )}
          <button type="submit" className="adm-btn" disabled={sending}>
            {post ? "Guardar cambios" : "Publicar entrada"}
          </button>
        </div>
      </form>
    </section>
  );
}
