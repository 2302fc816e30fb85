// /forgot-password: asks for the reset link. The answer is the same whether or not the address has an account.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { forgotPasswordSchema } from "@autora/common/contract/accounts.ts";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { apiErrorMessage } from "@/lib/api-client";
import { requestPasswordReset } from "@/features/accounts";
import { AuthCard } from "@/components/ui/AuthCard";
import "./account.css";

export default function ForgotPasswordPage() {
  usePageMeta("¿Olvidaste tu contraseña?");
  const [params] = useSearchParams();
  const loginPath = params.get("desde") === "admin" ? "/admin/login" : "/login";
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setResult({ kind: "error", text: parsed.error.issues[0].message });
    setSending(true);
    setResult(null);
    try {
      setResult({ kind: "ok", text: await requestPasswordReset(parsed.data.email) });
    } catch (error) {
      setResult({ kind: "error", text: apiErrorMessage(error, "No se pudo enviar el enlace. Intenta de nuevo.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="¿Olvidaste tu contraseña?">
      <p className="auth__intro">Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="forgot-email">Correo electrónico</label>
          <input id="forgot-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          {sending ? "Enviando..." : "Enviar enlace"}
        </button>
        <p className={`form-message ${result?.kind === "error" ? "form-message--error" : "form-message--ok"}`} role="status">
          {result?.text}
        </p>
      </form>
      <p className="auth__switch">
        <Link to={loginPath}>Volver a iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
