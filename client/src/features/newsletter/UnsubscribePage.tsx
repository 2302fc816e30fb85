// /newsletter/unsubscribe?token=...: the visible unsubscribe link of every newsletter. A button confirms, so a
// mail scanner that opens links does not unsubscribe anybody (the one-click header does it for mail clients).
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { apiErrorMessage } from "@/lib/api-client";
import { unsubscribe } from "./api";
import "./newsletter.css";

export default function UnsubscribePage() {
  usePageMeta("Cancelar suscripción");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function leave() {
    setSending(true);
    try {
      setResult({ kind: "ok", text: await unsubscribe(token) });
    } catch (error) {
      setResult({ kind: "error", text: apiErrorMessage(error, "No pudimos cancelar tu suscripción. Intenta de nuevo.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Cancelar suscripción</h1>
        {!token ? (
          <p>Para dejar de recibir el boletín, usa el enlace «Cancelar suscripción» que viene al final de cada correo.</p>
        ) : result?.kind === "ok" ? null : (
          <>
            <p>¿Ya no quieres recibir el boletín de la Autora Colimense? Puedes volver a suscribirte cuando quieras.</p>
            <button type="button" className="btn btn-primary" onClick={leave} disabled={sending}>
              {sending ? "Cancelando..." : "Cancelar mi suscripción"}
            </button>
          </>
        )}
        <p className={`form-message ${result?.kind === "error" ? "form-message--error" : "form-message--ok"}`} role="status">
          {result?.text}
        </p>
        <Link to="/">Ir al inicio</Link>
      </div>
    </section>
  );
}
