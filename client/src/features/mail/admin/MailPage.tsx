// Correos: every message of the outbox (kept while the site has no mail server, or sent), newest first. Opening one
// shows it as it will look (its HTML in a sandboxed frame: no scripts, no same-origin access) or as plain text. A
// wide screen shows the list and the open message side by side; a phone shows the open message in place of the
// list, with a way back to it.
import { useEffect, useRef, useState } from "react";
import { useLoaderData, useRevalidator, useSearchParams } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import { getMessage, getMessages, sendTestMail, type MailMessage, type MailStatus } from "../api";
import { getMailConfigured } from "../index";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import "./mail.css";

const STATUS: Record<MailStatus, { label: string; tone: string }> = {
  pending: { label: "Por enviar", tone: "warn" },
  sent: { label: "Enviado", tone: "ok" },
  kept: { label: "Guardado, sin enviar", tone: "info" },
  failed: { label: "No se pudo enviar", tone: "danger" },
};

/** The list's page is in the address (?pagina=2), 1 when absent. */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("pagina"))) || 1);

/** The outbox's page, and whether a mail server is set (then a test mail can prove it works). */
export async function loader({ request, loadForAdmin }: AdminLoaderArgs) {
  const [list, mailConfigured] = await Promise.all([
    loadForAdmin(() => getMessages(pageOf(new URL(request.url).searchParams)), "No se pudieron cargar los correos"),
    getMailConfigured(),
  ]);
  return { list, mailConfigured };
}

export default function MailPage({ title }: AdminScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) => setParams({ pagina: String(next) });
  const { list, mailConfigured } = useLoaderData<typeof loader>();
  const testing = useMutation();
  const { revalidate } = useRevalidator();
  const opening = useMutation();
  const [open, setOpen] = useState<MailMessage | null>(null);
  const [view, setView] = useState<"html" | "text">("html");
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useRef(new Map<number, HTMLButtonElement>());
  // the message whose button gets the focus back when the phone returns to the list
  const backTo = useRef<number | null>(null);

  async function show(id: number) {
    const message = await opening.run(() => getMessage(id), {
      revalidate: false,
      failure: "No se pudo abrir el correo. Intenta de nuevo.",
    });
    if (message) setOpen(message);
  }

  function backToList() {
    backTo.current = open?.id ?? null;
    setOpen(null);
  }

  // Opening a message brings it into view with its subject focused (on a phone it has just replaced the list);
  // going back to the list focuses the message that was open.
  useEffect(() => {
    if (open) {
      heading.current?.focus({ preventScroll: true });
      // at once, not with the page's smooth scrolling: the message replaces what the author was looking at
      heading.current?.closest("section")?.scrollIntoView({ block: "start", behavior: "instant" });
    } else if (backTo.current !== null) {
      items.current.get(backTo.current)?.focus();
      backTo.current = null;
    }
  }, [open]);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            {mailConfigured
              ? "Los correos que la tienda envió o tiene por enviar."
              : "El envío de correos no está configurado: los correos se guardan aquí sin enviarse y no le llegan a nadie."}
          </p>
          {mailConfigured && (
            <div className="adm-mail__test">
              <button
                type="button"
                className="adm-btn"
                disabled={testing.pending}
                onClick={() =>
                  void testing.run(sendTestMail, {
                    success: (answer) =>
                      `Enviamos un correo de prueba a ${answer.to}. Si no llega en unos minutos, revisa la configuración del correo.`,
                    failure: "No se pudo enviar el correo de prueba. Intenta de nuevo.",
                  })
                }
              >
                Enviar correo de prueba
              </button>
              <FormMessage feedback={testing.feedback} />
            </div>
          )}
        </div>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={() => void revalidate()}>
          Actualizar
        </button>
      </div>
      {list.error && <FormMessage feedback={failure(list.error)} />}
      <div className={`adm-mail${open ? " adm-mail--reading" : ""}`}>
        <section className="adm-card adm-mail__list" aria-label="Lista de correos">
          {list.data?.items.length === 0 && <p className="adm-muted">Todavía no hay correos.</p>}
          <FormMessage feedback={opening.feedback} className="adm-mail__feedback" />
          <ul>
            {list.data?.items.map((mail) => (
              <li key={mail.id}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) items.current.set(mail.id, el);
                    else items.current.delete(mail.id);
                  }}
                  className={`adm-mail__item${open?.id === mail.id ? " is-open" : ""}`}
                  onClick={() => void show(mail.id)}
                  aria-current={open?.id === mail.id}
                  disabled={opening.pending}
                >
                  <span className="adm-mail__subject">{mail.subject}</span>
                  <span className="adm-mail__meta">
                    Para {mail.to} · {formatDateTime(mail.createdAt)}
                  </span>
                  <span className="adm-mail__meta">
                    <span className={`adm-badge adm-badge--${STATUS[mail.status].tone}`}>
                      {STATUS[mail.status].label}
                    </span>{" "}
                    {mail.kindText}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="adm-mail__pages" aria-label="Páginas de correos">
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
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
                onClick={() => setPage(page + 1)}
              >
                Anteriores
              </button>
            </nav>
          )}
        </section>
        <section className="adm-card adm-mail__view" aria-label="Correo abierto">
          {!open ? (
            <p className="adm-muted">Elige un correo para verlo.</p>
          ) : (
            <>
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small adm-mail__back"
                onClick={backToList}
              >
                ← Volver a la lista
              </button>
              <h2 ref={heading} tabIndex={-1}>
                {open.subject}
              </h2>
              <dl className="adm-mail__facts">
                <dt>Para</dt>
                <dd>{open.to}</dd>
                <dt>Estado</dt>
                <dd>
                  {STATUS[open.status].label}
                  {open.sentAt && ` · ${formatDateTime(open.sentAt)}`}
                </dd>
                {open.lastError && (
                  <>
                    <dt>Intentos</dt>
                    <dd>
                      {open.attempts === 1 ? "1 intento" : `${open.attempts} intentos`}; el servidor de correo
                      respondió: <span className="adm-mail__error">{open.lastError}</span>
                    </dd>
                  </>
                )}
              </dl>
              <div className="adm-mail__tabs" role="group" aria-label="Cómo verlo">
                <button
                  type="button"
                  className={`adm-btn adm-btn--small${view === "html" ? "" : " adm-btn--ghost"}`}
                  aria-pressed={view === "html"}
                  onClick={() => setView("html")}
                >
                  Como se ve
                </button>
                <button
                  type="button"
                  className={`adm-btn adm-btn--small${view === "text" ? "" : " adm-btn--ghost"}`}
                  aria-pressed={view === "text"}
                  onClick={() => setView("text")}
                >
                  Solo texto
                </button>
              </div>
              {view === "html" ? (
                <iframe
                  className="adm-mail__frame"
                  title={`Vista del correo: ${open.subject}`}
                  sandbox=""
                  srcDoc={open.html}
                />
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
