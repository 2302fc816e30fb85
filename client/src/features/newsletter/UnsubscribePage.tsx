// /newsletter/unsubscribe?token=...: the visible unsubscribe link of every newsletter. A button confirms, so a
// mail scanner that opens links does not unsubscribe anybody (the one-click header does it for mail clients).
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FormMessage, type Feedback } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { unsubscribe } from "./api";
import "./newsletter.css";

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const mutation = useMutation();
  const sending = mutation.pending;
  // the server's answer once unsubscribed: it stays on the page, the button is gone
  const [done, setDone] = useState<Feedback | null>(null);

  async function leave() {
    const text = await mutation.run(() => unsubscribe(token), {
      revalidate: false,
      failure: "No pudimos cancelar tu suscripción. Intenta de nuevo.",
    });
    if (text !== undefined) setDone({ tone: "ok", text });
  }

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Cancelar suscripción</h1>
        {!token ? (
          <p>
            Para dejar de recibir el boletín, usa el enlace «Cancelar suscripción» que viene al final de cada correo.
          </p>
        ) : done ? null : (
          <>
            <p>¿Ya no quieres recibir el boletín de la Autora Colimense? Puedes volver a suscribirte cuando quieras.</p>
            <button type="button" className="btn btn-primary" onClick={leave} disabled={sending}>
              {sending ? "Cancelando..." : "Cancelar mi suscripción"}
            </button>
          </>
        )}
        <FormMessage feedback={done ?? mutation.feedback} />
        <Link to="/">Ir al inicio</Link>
      </div>
    </section>
  );
}
