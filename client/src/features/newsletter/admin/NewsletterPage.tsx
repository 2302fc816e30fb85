// Boletín: the subscribers (state and dates, CSV export) and the newsletter composer. A newsletter goes out only
// after its test copy reached the author, and only to confirmed subscribers, once.
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router-dom";
import {
  newsletterDraftSchema,
  SUBSCRIBER_STATUS_TEXT,
  type NewsletterRow,
  type SubscriberStatus,
} from "@autora/common/contract/newsletter.ts";
import { AUTHOR_TEXT_HELP, authorTextToEmail } from "@autora/common/author-text.ts";
import { confirmDialog } from "@/lib/alerts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { formatDateTime } from "@autora/common/format.ts";
import {
  createNewsletterWithTest,
  downloadSubscribersCsv,
  getNewsletters,
  getSubscribers,
  sendNewsletter,
} from "../api";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { getMailConfigured } from "@/features/mail";
import "./newsletter.css";

const TONE: Record<SubscriberStatus, string> = { pending: "warn", confirmed: "ok", unsubscribed: "muted" };
const date = (value: string | null) => (value ? formatDateTime(value) : "—");

/** "1 suscriptor confirmado", "3 suscriptores confirmados". */
const countOf = (n: number) => `${n} ${n === 1 ? "suscriptor confirmado" : "suscriptores confirmados"}`;
/** "1 suscriptor", "3 suscriptores". */
const plainCount = (n: number) => `${n} ${n === 1 ? "suscriptor" : "suscriptores"}`;

export async function loader({ loadForAdmin }: AdminLoaderArgs) {
  const [subscribers, newsletters, mailConfigured] = await Promise.all([
    loadForAdmin(getSubscribers, "No se pudieron cargar las suscripciones"),
    loadForAdmin(getNewsletters, "No se pudieron cargar los boletines"),
    getMailConfigured(),
  ]);
  return { subscribers, newsletters, mailConfigured };
}

export default function NewsletterPage({ title: screenTitle }: AdminScreenProps) {
  const { subscribers, newsletters, mailConfigured } = useLoaderData<typeof loader>();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [tested, setTested] = useState<NewsletterRow | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<"test" | "all" | null>(null);
  const mutation = useMutation();
  const download = useMutation();
  const busy = mutation.pending;
  const confirmed = subscribers.data?.filter((s) => s.status === "confirmed").length ?? 0;
  useUnsavedWarning(title.trim() !== "" || body.trim() !== "");

  function edit(change: () => void) {
    change();
    setTested(null); // a changed text needs a new test send
  }

  async function testSend(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterDraftSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return mutation.refuse("Revisa los campos marcados: no se envió nada.");
    }
    setErrors({});
    setSending("test");
    const row = await mutation.run(() => createNewsletterWithTest(parsed.data), {
      // without a mail server nothing leaves: the copy is kept in Correos, where she reads it
      success: mailConfigured
        ? "Enviamos la prueba a tu correo. Revísala y, si todo está bien, envía el boletín."
        : "La prueba quedó guardada en Correos, sin enviar (no hay servidor de correo). Revísala ahí.",
      failure: "No se pudo enviar la prueba. Intenta de nuevo.",
    });
    setSending(null);
    if (row) setTested(row);
  }

  async function sendToAll() {
    if (!tested) return;
    const ok = await confirmDialog({
      title: `¿Enviar «${tested.title}» a ${countOf(confirmed)}?`,
      text: "Cada uno lo recibe una sola vez. No se puede deshacer.",
      confirmText: "Sí, enviar",
      cancelText: "No",
    });
    if (!ok) return;
    setSending("all");
    const sent = await mutation.run(() => sendNewsletter(tested.id), {
      success: (row) =>
        mailConfigured
          ? `Boletín en camino a ${countOf(row.recipients)}.`
          : `Boletín guardado en Correos para ${countOf(row.recipients)}, sin enviar: no hay servidor de correo.`,
      failure: "No se pudo enviar el boletín. Intenta de nuevo.",
    });
    setSending(null);
    if (!sent) return;
    setTested(null);
    setTitle("");
    setBody("");
  }

  const exportCsv = () =>
    void download.run(downloadSubscribersCsv, {
      revalidate: false,
      failure: "No se pudo descargar la lista de suscripciones. Intenta de nuevo.",
    });

  const preview = body.trim() ? authorTextToEmail(body).html : "";
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{screenTitle}</h1>
          <p className="adm-muted">
            Solo las suscripciones confirmadas reciben el boletín. Cada correo lleva su enlace para cancelar la
            suscripción.
          </p>
        </div>
      </div>

      <section className="adm-card adm-newsletter__compose" aria-labelledby="compose-title">
        <h2 id="compose-title">Escribir un boletín</h2>
        <form className="adm-form" onSubmit={testSend} noValidate>
          <TextField
            label="Título"
            value={title}
            onChange={(v) => edit(() => setTitle(v))}
            maxLength={150}
            error={errors.title}
            required
          />
          <div className="adm-field">
            <label htmlFor="newsletter-body">Texto</label>
            <textarea
              id="newsletter-body"
              rows={10}
              value={body}
              onChange={(e) => edit(() => setBody(e.target.value))}
              required
              {...problemAttributes("newsletter-body-problem", errors.body, "newsletter-help")}
            />
            <FieldProblem id="newsletter-body-problem" message={errors.body} />
            <small id="newsletter-help" className="adm-field__hint">
              {AUTHOR_TEXT_HELP}
            </small>
          </div>
          {preview && (
            <div className="adm-newsletter__preview" role="group" aria-label="Vista previa">
              <h3>{title || "Sin título"}</h3>
              <div dangerouslySetInnerHTML={{ __html: preview }} />
            </div>
          )}
          <FormMessage feedback={mutation.feedback} />
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn adm-btn--ghost" disabled={busy}>
              {sending === "test" && <Spinner inline label="Enviando prueba" />} Enviar prueba a mi correo
            </button>
            <button
              type="button"
              className="adm-btn"
              onClick={sendToAll}
              disabled={!tested || busy || confirmed === 0}
              aria-describedby={tested ? undefined : "newsletter-send-hint"}
            >
              {sending === "all" && <Spinner inline label="Enviando" />} Enviar a {countOf(confirmed)}
            </button>
          </div>
          {!tested && (
            <p id="newsletter-send-hint" className="adm-muted adm-newsletter__hint">
              Primero envía una prueba a tu correo; después podrás enviarlo a todos.
            </p>
          )}
        </form>
      </section>

      <section className="adm-card adm-newsletter__list" aria-labelledby="subscribers-title">
        <div className="adm-newsletter__head">
          <h2 id="subscribers-title">Suscripciones</h2>
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--small"
            onClick={exportCsv}
            disabled={!subscribers.data?.length || download.pending}
          >
            Descargar para Excel
          </button>
        </div>
        <FormMessage feedback={download.feedback} className="adm-newsletter__download-feedback" />
        {subscribers.error && <FormMessage feedback={failure(subscribers.error)} />}
        {subscribers.data?.length === 0 && <p className="adm-muted">Todavía no hay suscripciones.</p>}
        {!!subscribers.data?.length && (
          // a wide screen scrolls the table sideways if it must (focusable, so a keyboard can scroll it too); a phone
          // shows each subscription as a card with its labels
          <div className="adm-newsletter__table-wrap" tabIndex={0} role="region" aria-label="Lista de suscripciones">
            <table className="adm-newsletter__table" role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    Correo
                  </th>
                  <th scope="col" role="columnheader">
                    Estado
                  </th>
                  <th scope="col" role="columnheader">
                    Alta
                  </th>
                  <th scope="col" role="columnheader">
                    Confirmación
                  </th>
                  <th scope="col" role="columnheader">
                    Baja
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {subscribers.data.map((s) => (
                  <tr key={s.id} role="row">
                    <td role="cell" data-label="Correo">
                      {s.email}
                    </td>
                    <td role="cell" data-label="Estado">
                      <span className={`adm-badge adm-badge--${TONE[s.status]}`}>
                        {SUBSCRIBER_STATUS_TEXT[s.status]}
                      </span>
                    </td>
                    <td role="cell" data-label="Alta">
                      {date(s.createdAt)}
                    </td>
                    <td role="cell" data-label="Confirmación">
                      {date(s.confirmedAt)}
                    </td>
                    <td role="cell" data-label="Baja">
                      {date(s.unsubscribedAt)}
                    </td>
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
                <span className="adm-muted">
                  {n.sentAt
                    ? `enviado el ${formatDateTime(n.sentAt)} a ${plainCount(n.recipients)}`
                    : `prueba del ${formatDateTime(n.testSentAt)}, sin enviar`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
