// blog: the blog's posts (shown on the events page and at /blog/{id}): the list, newest first, and the form to write
// a new one or edit the one chosen.
import { useState } from "react";
import { useLoaderData } from "react-router-dom";
import { formatLongDate } from "@autora/common/format.ts";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { deleteBlogPost, getBlogPosts } from "../api";
import type { BlogPost } from "@autora/common/contract/events-blog.ts";
import { BlogPostForm } from "./BlogPostForm";
import "./events-admin.css";

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getBlogPosts, "No se pudieron cargar las entradas del blog");

export default function BlogPostsPage({ title }: AdminScreenProps) {
  const posts = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState<BlogPost | null>(null);
  // a new key empties the form after each save
  const [formKey, setFormKey] = useState(0);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const list = useMutation();
  const save = useMutation();
  useUnsavedWarning(formDirty);

  async function remove(post: BlogPost) {
    if (list.pending) return;
    const confirmed = await confirmDialog({
      title: "¿Eliminar esta entrada?",
      text: `«${post.title}» dejará de aparecer en el blog.`,
      confirmText: "Sí, eliminar",
      cancelText: "No",
    });
    if (!confirmed) return;
    setDeletingId(post.id);
    const deleted = await list.run(() => deleteBlogPost(post.id).then(() => true), {
      success: `Se eliminó «${post.title}».`,
      failure: "No se pudo eliminar la entrada. Intenta de nuevo.",
    });
    setDeletingId(null);
    if (deleted && editing?.id === post.id) edit(null);
  }

  async function edit(post: BlogPost | null) {
    if (
      formDirty &&
      !(await confirmDialog({
        title: "¿Descartar los cambios?",
        text: "La entrada que estás escribiendo tiene cambios sin guardar.",
        confirmText: "Sí, descartar",
        cancelText: "Seguir editando",
      }))
    )
      return;
    save.clear();
    setEditing(post);
    setFormDirty(false);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Las entradas que se muestran en Eventos, en «Del blog», cada una en su propia página.
          </p>
        </div>
      </div>
      <div className="adm-two-columns">
        <section aria-labelledby="posts-title" className="adm-card">
          <h2 id="posts-title">Entradas</h2>
          {posts.error && <FormMessage feedback={failure(posts.error)} />}
          <FormMessage feedback={list.feedback} />
          {posts.data?.length === 0 ? (
            <p className="adm-empty">Todavía no hay entradas.</p>
          ) : (
            <ul className="adm-doc-list">
              {posts.data?.map((post) => (
                <li key={post.id} className="adm-doc">
                  <div className="adm-doc__text">
                    <p className="adm-doc__title">{post.title}</p>
                    <p className="adm-muted">
                      {formatLongDate(post.date)}
                      {post.tags.length > 0 && ` · ${post.tags.map((tag) => `#${tag}`).join(" ")}`}
                    </p>
                  </div>
                  <div className="adm-doc__actions">
                    <a
                      className="adm-btn adm-btn--ghost adm-btn--small"
                      href={`/blog/${post.id}`}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Ver ${post.title} (se abre en otra pestaña)`}
                    >
                      Ver
                    </a>
                    <button
                      type="button"
                      className="adm-btn adm-btn--ghost adm-btn--small"
                      onClick={() => void edit(post)}
                      aria-label={`Editar ${post.title}`}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      className="adm-btn adm-btn--danger adm-btn--small"
                      onClick={() => remove(post)}
                      disabled={list.pending}
                      aria-label={`Eliminar ${post.title}`}
                    >
                      {deletingId === post.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <BlogPostForm
          key={formKey}
          post={editing}
          mutation={save}
          onSaved={() => {
            setEditing(null);
            setFormDirty(false);
            setFormKey((key) => key + 1);
          }}
          onCancel={() => void edit(null)}
          onDirtyChange={setFormDirty}
        />
      </div>
    </>
  );
}
