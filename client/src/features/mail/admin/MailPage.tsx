// Correos: every message of the outbox (kept without SMTP_URL, or sent), newest first. Opening one shows it as
// it will look (its HTML in a sandboxed frame: no scripts, no same-origin access) and its plain text.
import { useState } from "react";
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import { getMessage, getMessages, type MailMessage, type MailStatus } from "./api";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import { apiErrorMessage } from "@/lib/api-client";

const STATUS: Record<MailStatus, { label: string; tone: string }> = {
  pending: { label: "En cola", tone: "warn" },
  sent: { label: "Enviado", tone: "ok" },
  kept: { label: "Guardado (sin SMTP)", tone: "info" },
  failed: { label: "Falló", tone: "danger" },
};

/** The list's page is in the address (?pagina=2), 1 when absent. */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("pagina"))) || 1);

export const loader = ({ request }: LoaderFunctionArgs) => loadForAdmin(() => getMessages(pageOf(new URL(request.url).searchParams)), "No se pudieron cargar los correos");

export default function MailPage() {
  usePageMeta("Correos", { site: "Administración" });
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) => setParams({ pagina: String(next) });
  const list = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState<MailMessage | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [view, setView] = useState<"html" | "text">("html");

  async function show(id: number) {
    setOpenError(null);
    try {
      setOpen(await getMessage(id));
    } catch (error) {
      setOpenError(apiErrorMessage(error, "No se pudo abrir el correo"));
    }
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Correos</h1>
          <p className="adm-muted">Lo que la tienda envió o tiene en cola. Sin servidor SMTP configurado (SMTP_URL), los correos se guardan aquí en lugar de enviarse.</p>
        </div>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => void revalidate()}>
          Actualizar
        </button>
      </div>
      {list.error && (
        <p className="adm-error" role="alert">
          {list.error}
        </p>
      )}
      <div className="adm-mail">
        <section className="adm-card adm-mail__list" aria-label="Lista de correos">
          {list.data?.items.length === 0 && <p className="adm-muted">Todavía no hay correos.</p>}
          <ul>
            {list.data?.items.map((mail) => (
              <li key={mail.id}>
                <button type="button" className={`adm-mail__item${open?.id === mail.id ? " is-open" : ""}`} onClick={() => show(mail.id)} aria-current={open?.id === mail.id}>
                  <span className="adm-mail__subject">{mail.subject}</span>
                  <span className="adm-mail__meta">
                    Para {mail.to} · {formatDateTime(mail.createdAt)}
                  </span>
                  <span className="adm-mail__meta">
                    <span className={`adm-badge adm-badge--${STATUS[mail.status].tone}`}>{STATUS[mail.status].label}</span> {mail.kindText}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="adm-mail__pages" aria-label="Páginas de correos">
              <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Más recientes
              </button>
              <span className="adm-muted">
                Página {page} de {pages}
              </span>
              <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Anteriores
              </button>
            </nav>
          )}
        </section>
        <section className="adm-card adm-mail__view" aria-label="Correo abierto">
          {openError && (
            <p className="adm-error" role="alert">
              {openError}
            </p>
          )}
          {!open ? (
            <p className="adm-muted">Elige un correo para verlo.</p>
          ) : (
            <>
              <h2>{open.subject}</h2>
              <dl className="adm-mail__facts">
                <dt>Para</dt>
                <dd>{open.to}</dd>
                <dt>Estado</dt>
                <dd>
                  {STATUS[open.status].label}
                  {open.sentAt && ` · ${formatDateTime(open.sentAt)}`}
                  {open.lastError && ` · intentos: ${open.attempts} (${open.lastError})`}
                </dd>
              </dl>
              <div className="adm-mail__tabs" role="group" aria-label="Formato">
                <button type="button" className={`adm-btn adm-btn--small${view === "html" ? "" : " adm-btn--ghost"}`} aria-pressed={view === "html"} onClick={() => setView("html")}>
                  HTML
                </button>
                <button type="button" className={`adm-btn adm-btn--small${view === "text" ? "" : " adm-btn--ghost"}`} aria-pressed={view === "text"} onClick={() => setView("text")}>
                  Texto
                </button>
              </div>
              {view === "html" ? (
                <iframe className="adm-mail__frame" title={`Vista del correo: ${open.subject}`} sandbox="" srcDoc={open.html} />
              ) : (
                <pre className="adm-mail__text">{open.text}</pre>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
