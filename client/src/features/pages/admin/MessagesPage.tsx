// mensajes: what visitors wrote with the contact page's form, newest first (50 a page, ?pagina=2), each with a way to
// answer by e-mail and to delete it once attended.
import { useState } from "react";
import { useLoaderData, useRevalidator, useSearchParams } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { deleteContactMessage, getContactMessages, type ContactMessage } from "../api";
import { getMailConfigured } from "@/features/mail";
import "./messages.css";

/** The list's page is in the address (?pagina=2), 1 when absent. */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("pagina"))) || 1);

/** The messages, and whether each one is also mailed to her (only with a mail server). */
export async function loader({ request, loadForAdmin }: AdminLoaderArgs) {
  const [list, mailConfigured] = await Promise.all([
    loadForAdmin(
      () => getContactMessages(pageOf(new URL(request.url).searchParams)),
      "No se pudieron cargar los mensajes",
    ),
    getMailConfigured(),
  ]);
  return { list, mailConfigured };
}

export default function MessagesPage({ title }: AdminScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { list, mailConfigured } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const mutation = useMutation();

  async function remove(message: ContactMessage) {
    if (mutation.pending) return;
    const confirmed = await confirmDialog({
      title: "¿Eliminar este mensaje?",
      text: `El mensaje de ${message.nombre} se borrará para siempre.`,
      confirmText: "Sí, eliminar",
      cancelText: "No",
    });
    if (!confirmed) return;
    setDeletingId(message.id);
    await mutation.run(() => deleteContactMessage(message.id), {
      success: `Se eliminó el mensaje de ${message.nombre}.`,
      failure: "No se pudo eliminar el mensaje. Intenta de nuevo.",
    });
    setDeletingId(null);
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Lo que te escribieron desde el formulario de la página de contacto.{" "}
            {mailConfigured
              ? "Cada mensaje también te llega por correo."
              : "Sin servidor de correo no te llegan por correo: revisa esta página."}
          </p>
        </div>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => void revalidate()}>
          Actualizar
        </button>
      </div>
      {list.error && <FormMessage feedback={failure(list.error)} />}
      <FormMessage feedback={mutation.feedback} />
      {list.data && (
        <section className="adm-card" aria-label="Mensajes recibidos">
          {list.data.items.length === 0 ? (
            <p className="adm-empty">Todavía no hay mensajes.</p>
          ) : (
            <ul className="adm-messages">
              {list.data.items.map((message) => (
                <li key={message.id} className="adm-message">
                  <div className="adm-message__head">
                    <p className="adm-message__from">
                      {message.nombre} <span className="adm-muted">&lt;{message.email}&gt;</span>
                    </p>
                    <time className="adm-muted" dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt)}
                    </time>
                  </div>
                  <p className="adm-message__text">{message.mensaje}</p>
                  <div className="adm-message__actions">
                    <a
                      className="adm-btn adm-btn--small"
                      href={`mailto:${message.email}?subject=${encodeURIComponent("Re: tu mensaje")}`}
                    >
                      Responder
                    </a>
                    <button
                      type="button"
                      className="adm-btn adm-btn--danger adm-btn--small"
                      onClick={() => remove(message)}
                      disabled={mutation.pending}
                      aria-label={`Eliminar el mensaje de ${message.nombre}`}
                    >
                      {deletingId === message.id && <Spinner inline label="Eliminando" size={14} />} Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="adm-message-pages" aria-label="Páginas de mensajes">
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                disabled={page <= 1}
                onClick={() => setParams({ pagina: String(page - 1) })}
              >
                Más recientes
              </button>
              <span className="adm-muted">
                Página {page} de {pages}
              </span>
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                disabled={page >= pages}
                onClick={() => setParams({ pagina: String(page + 1) })}
              >
                Anteriores
              </button>
            </nav>
          )}
        </section>
      )}
    </>
  );
}
