// Boletín: the subscribers (state and dates, CSV export) and the newsletter composer. A newsletter goes out only
// after its test copy reached the author, and only to confirmed subscribers, once.
import { useState, type FormEvent } from "react";
import { useLoaderData, useRevalidator } from "react-router-dom";
import { newsletterDraftSchema, SUBSCRIBER_STATUS_TEXT, type NewsletterRow, type SubscriberStatus } from "@autora/common/contract/newsletter.ts";
import { formatNewsletter } from "@autora/common/newsletter-format.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { formatDateTime } from "@autora/common/format.ts";
import { createNewsletterWithTest, downloadSubscribersCsv, getNewsletters, getSubscribers, sendNewsletter } from "@/features/newsletter";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";

const TONE: Record<SubscriberStatus, string> = { pending: "warn", confirmed: "ok", unsubscribed: "muted" };
const date = (value: string | null) => (value ? formatDateTime(value) : "—");

export async function loader() {
  const [subscribers, newsletters] = await Promise.all([
    loadForAdmin(getSubscribers, "No se pudieron cargar las suscripciones"),
    loadForAdmin(getNewsletters, "No se pudieron cargar los boletines"),
  ]);
  return { subscribers, newsletters };
}

export default function NewsletterPage() {
  usePageMeta("Boletín", { site: "Administración" });
  const { subscribers, newsletters } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [tested, setTested] = useState<NewsletterRow | null>(null);
  const [busy, setBusy] = useState<"test" | "send" | null>(null);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const confirmed = subscribers.data?.filter((s) => s.status === "confirmed").length ?? 0;

  function edit(change: () => void) {
    change();
    setTested(null); // a changed text needs a new test send
  }

  async function testSend(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterDraftSchema.safeParse({ title, body });
    if (!parsed.success) return setMessage({ kind: "error", text: parsed.error.issues[0].message });
    setBusy("test");
    setMessage(null);
    try {
      setTested(await createNewsletterWithTest(parsed.data));
      setMessage({ kind: "ok", text: "Enviamos la prueba a tu correo. Revísala y, si todo está bien, envía el boletín." });
      void revalidate();
    } catch (error) {
      setMessage({ kind: "error", text: apiErrorMessage(error, "No se pudo enviar la prueba") });
    } finally {
      setBusy(null);
    }
  }

  async function sendToAll() {
    if (!tested) return;
    const ok = await confirmDialog({ title: `¿Enviar «${tested.title}» a ${confirmed} suscriptores confirmados?`, text: "Esta acción no se puede deshacer.", confirmText: "Sí, enviar", cancelText: "No" });
    if (!ok) return;
    setBusy("send");
    try {
      const sent = await sendNewsletter(tested.id);
      setTested(null);
      setTitle("");
      setBody("");
      setMessage({ kind: "ok", text: `Boletín en camino a ${sent.recipients} suscriptores confirmados.` });
      void revalidate();
    } catch (error) {
      await showAlert("error", "No se pudo enviar el boletín", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      await showAlert("error", "No se pudo exportar", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  const preview = body.trim() ? formatNewsletter(body).html : "";
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Boletín</h1>
          <p className="adm-muted">Solo las suscripciones confirmadas reciben el boletín. Cada correo lleva su enlace para cancelar la suscripción.</p>
        </div>
      </div>

      <section className="adm-card adm-newsletter__compose" aria-labelledby="compose-title">
        <h2 id="compose-title">Escribir un boletín</h2>
        <form className="adm-form" onSubmit={testSend} noValidate>
          <TextField label="Título" value={title} onChange={(v) => edit(() => setTitle(v))} maxLength={150} required />
          <div className="adm-field">
            <label htmlFor="newsletter-body">Texto</label>
            <textarea id="newsletter-body" rows={10} value={body} onChange={(e) => edit(() => setBody(e.target.value))} aria-describedby="newsletter-help" required />
            <small id="newsletter-help" className="adm-field__hint">
              Deja una línea en blanco entre párrafos. **negritas**, *cursivas*, líneas que empiezan con «- » forman una lista, y las direcciones web se vuelven enlaces.
            </small>
          </div>
          {preview && (
            <div className="adm-newsletter__preview" aria-label="Vista previa">
              <h3>{title || "Sin título"}</h3>
              <div dangerouslySetInnerHTML={{ __html: preview }} />
            </div>
          )}
          {message && (
            <p className={message.kind === "error" ? "adm-error" : "adm-ok"} role="status">
              {message.text}
            </p>
          )}
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn adm-btn--ghost" disabled={busy !== null}>
              {busy === "test" && <Spinner inline label="Enviando prueba" />} Enviar prueba a mi correo
            </button>
            <button type="button" className="adm-btn" onClick={sendToAll} disabled={!tested || busy !== null || confirmed === 0} title={tested ? undefined : "Primero envía una prueba a tu correo"}>
              {busy === "send" && <Spinner inline label="Enviando" />} Enviar a {confirmed} suscriptores confirmados
            </button>
          </div>
        </form>
      </section>

      <section className="adm-card adm-newsletter__list" aria-labelledby="subscribers-title">
        <div className="adm-newsletter__head">
          <h2 id="subscribers-title">Suscripciones</h2>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={exportCsv} disabled={!subscribers.data?.length}>
            Exportar CSV
          </button>
        </div>
        {subscribers.error && (
          <p className="adm-error" role="alert">
            {subscribers.error}
          </p>
        )}
        {subscribers.data?.length === 0 && <p className="adm-muted">Todavía no hay suscripciones.</p>}
        {!!subscribers.data?.length && (
          // scrolls sideways on a phone: focusable so a keyboard can scroll it too
          <div className="adm-newsletter__table-wrap" tabIndex={0} role="region" aria-label="Lista de suscripciones">
            <table className="adm-newsletter__table">
              <thead>
                <tr>
                  <th scope="col">Correo</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Alta</th>
                  <th scope="col">Confirmación</th>
                  <th scope="col">Baja</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.data.map((s) => (
                  <tr key={s.id}>
                    <td>{s.email}</td>
                    <td>
                      <span className={`adm-badge adm-badge--${TONE[s.status]}`}>{SUBSCRIBER_STATUS_TEXT[s.status]}</span>
                    </td>
                    <td>{date(s.createdAt)}</td>
                    <td>{date(s.confirmedAt)}</td>
                    <td>{date(s.unsubscribedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {!!newsletters.data?.length && (
        <section className="adm-card adm-newsletter__list" aria-labelledby="sent-title">
          <h2 id="sent-title">Boletines</h2>
          <ul className="adm-newsletter__sent">
            {newsletters.data.map((n) => (
              <li key={n.id}>
                <strong>{n.title}</strong>{" "}
                <span className="adm-muted">{n.sentAt ? `enviado el ${formatDateTime(n.sentAt)} a ${n.recipients} suscriptores` : `prueba del ${formatDateTime(n.testSentAt)}, sin enviar`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
