// adblog: the PDF documents of the events page (each one's title and description editable), and the upload form.
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router-dom";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { formatLongDate } from "@autora/common/format.ts";
import { deleteEvent, getEvents } from "@/features/events";
import { Spinner } from "@/components/ui/Spinner";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import type { Event } from "@autora/common/contract/events.ts";
import { EditEventDialog } from "./EditEventDialog";
import { EventUploadForm } from "./EventUploadForm";

export const loader = () => loadForAdmin(getEvents, "No se pudieron cargar los documentos");

export default function EventsManagerPage() {
  usePageMeta("Eventos", { site: "Administración" });
  const documents = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Event | null>(null);

  async function remove(doc: Event) {
    if (deletingId !== null) return;
    const confirmed = await confirmDialog({ title: "¿Eliminar este documento?", text: `«${doc.title}» dejará de aparecer en Eventos.`, confirmText: "Sí, eliminar" });
    if (!confirmed) return;
    setDeletingId(doc.id);
    try {
      await deleteEvent(doc.id);
      await revalidate();
    } catch (error) {
      console.error("Error al eliminar el documento:", error);
      await showAlert("error", "No se pudo eliminar el documento", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Eventos</h1>
          <p className="adm-muted">Documentos PDF que se muestran en la página Eventos.</p>
        </div>
      </div>
      <div className="adm-two-columns">
        <section aria-labelledby="blog-list-title" className="adm-card">
          <h2 id="blog-list-title">Documentos</h2>
          {documents.error && (
            <p className="adm-error" role="alert">
              {documents.error}
            </p>
          )}
          {documents.data?.length === 0 ? (
            <p className="adm-empty">No hay blogs</p>
          ) : (
            <ul className="adm-doc-list">
              {documents.data?.map((doc) => (
                <li key={doc.id} className="adm-doc">
                  <div className="adm-doc__text">
                    <p className="adm-doc__title">{doc.title}</p>
                    <p className="adm-muted">Subido el {formatLongDate(doc.createdAt)}</p>
                    {doc.description && <p className="adm-doc__description">{doc.description}</p>}
                  </div>
                  <div className="adm-doc__actions">
                    <a className="adm-btn adm-btn--ghost adm-btn--small" href={doc.pdfUrl} target="_blank" rel="noreferrer" aria-label={`Ver ${doc.title} (se abre en otra pestaña)`}>
                      Ver
                    </a>
                    <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => setEditing(doc)} aria-label={`Editar ${doc.title}`}>
                      Editar
                    </button>
                    <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => remove(doc)} disabled={deletingId !== null} aria-label={`Eliminar ${doc.title}`}>
                      {deletingId === doc.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <EventUploadForm onUploaded={() => void revalidate()} />
      </div>
      {editing && (
        <EditEventDialog
          event={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void revalidate();
          }}
        />
      )}
    </>
  );
}
