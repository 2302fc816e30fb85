// /newsletter/confirm?token=...: the confirmation link of the double opt-in. Opening it confirms.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { usePageMeta } from "../../components/ui/usePageMeta";
import { apiErrorMessage } from "../../lib/api-client";
import { confirmSubscription } from "./api";
import "./newsletter.css";

export default function ConfirmSubscriptionPage() {
  usePageMeta("Confirmar suscripción");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [result, setResult] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    confirmSubscription(token).then(
      (text) => current && setResult({ kind: "ok", text }),
      (error: unknown) => current && setResult({ kind: "error", text: apiErrorMessage(error, "No pudimos confirmar tu suscripción. Intenta de nuevo.") }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Boletín</h1>
        <p className={`form-message ${result?.kind === "error" ? "form-message--error" : "form-message--ok"}`} role="status">
          {result ? result.text : "Confirmando tu suscripción..."}
        </p>
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
