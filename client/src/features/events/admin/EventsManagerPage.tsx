// adblog: the events (each a PDF, its day and a description), upcoming first, each editable, and the upload form.
import { useCallback, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { eventTiming, mexicoCityToday, type Event, type EventTiming } from "@autora/common/contract/events.ts";
import { formatLongDate } from "@autora/common/format.ts";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { deleteEvent, getEvents, updateEvent } from "../api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { EditEventDialog, type EventChanges } from "./EditEventDialog";
import { EventUploadForm } from "./EventUploadForm";
import "./events-admin.css";

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getEvents, "No se pudieron cargar los eventos");

const TIMING: Record<EventTiming, { text: string; tone: string }> = {
  upcoming: { text: "Próximo", tone: "ok" },
  undated: { text: "Sin fecha", tone: "warn" },
  past: { text: "Ya pasó", tone: "muted" },
};

export default function EventsManagerPage({ title }: AdminScreenProps) {
  const documents = useLoaderData<typeof loader>();
  const mutation = useMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Event | null>(null);
  const [uploadDirty, setUploadDirty] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  useUnsavedWarning(uploadDirty || editDirty);
  const today = mexicoCityToday();

  async function remove(doc: Event) {
    if (mutation.pending) return;
    const confirmed = await confirmDialog({
      title: "¿Eliminar este evento?",
      text: `«${doc.title}» y su PDF dejarán de aparecer en Eventos.`,
      confirmText: "Sí, eliminar",
      cancelText: "No",
    });
    if (!confirmed) return;
    setDeletingId(doc.id);
    await mutation.run(() => deleteEvent(doc.id), {
      success: `Se eliminó «${doc.title}».`,
      failure: "No se pudo eliminar el evento. Intenta de nuevo.",
    });
    setDeletingId(null);
  }

  async function save(doc: Event, changes: EventChanges) {
    const saved = await mutation.run(() => updateEvent(doc.id, changes), {
      success: `Se guardaron los cambios de «${changes.title.trim()}».`,
      failure: "No se pudo guardar el evento. Intenta de nuevo.",
    });
    if (saved) closeEditor();
  }

  function edit(doc: Event) {
    mutation.clear();
    setEditing(doc);
  }

  function closeEditor() {
    setEditing(null);
    setEditDirty(false);
  }

  const onEditDirty = useCallback((dirty: boolean) => setEditDirty(dirty), []);
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Los eventos de la página Eventos, cada uno con su programa en PDF: primero los próximos, luego los que ya
            pasaron.
          </p>
        </div>
      </div>
      <div className="adm-two-columns">
        <section aria-labelledby="blog-list-title" className="adm-card">
          <h2 id="blog-list-title">Eventos publicados</h2>
          {documents.error && <FormMessage feedback={failure(documents.error)} />}
          <FormMessage feedback={editing ? null : mutation.feedback} />
          {documents.data?.length === 0 ? (
            <p className="adm-empty">Todavía no hay eventos.</p>
          ) : (
            <ul className="adm-doc-list">
              {documents.data?.map((doc) => {
                const timing = TIMING[eventTiming(doc, today)];
                return (
                  <li key={doc.id} className="adm-doc">
                    <div className="adm-doc__text">
                      <p className="adm-doc__title">{doc.title}</p>
                      <p className="adm-doc__when">
                        <span className={`adm-badge adm-badge--${timing.tone}`}>{timing.text}</span>{" "}
                        {doc.date && <time dateTime={doc.date}>{formatLongDate(doc.date)}</time>}
                      </p>
                      {doc.description && <p className="adm-doc__description">{doc.description}</p>}
                      <p className="adm-muted">Subido el {formatLongDate(doc.createdAt)}</p>
                    </div>
                    <div className="adm-doc__actions">
                      <a
                        className="adm-btn adm-btn--ghost adm-btn--small"
                        href={doc.pdfUrl}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`Ver el PDF de ${doc.title} (se abre en otra pestaña)`}
                      >
                        Ver
                      </a>
                      <button
                        type="button"
                        className="adm-btn adm-btn--ghost adm-btn--small"
                        onClick={() => edit(doc)}
                        disabled={mutation.pending}
                        aria-label={`Editar ${doc.title}`}
                      >
                        Editar
                      </button>
                      <button
                        type="button"
                        className="adm-btn adm-btn--danger adm-btn--small"
                        onClick={() => remove(doc)}
                        disabled={mutation.pending}
                        aria-label={`Eliminar ${doc.title}`}
                      >
                        {deletingId === doc.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <EventUploadForm onDirtyChange={setUploadDirty} />
      </div>
      {editing && (
        <EditEventDialog
          event={editing}
          saving={mutation.pending}
          feedback={mutation.feedback}
          onClose={closeEditor}
          onSave={(changes) => void save(editing, changes)}
          onDirtyChange={onEditDirty}
        />
      )}
    </>
  );
}
