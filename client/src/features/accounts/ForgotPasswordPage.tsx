// /forgot-password: asks for the reset link. The answer is the same whether or not the address has an account.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { forgotPasswordSchema } from "@autora/common/contract/accounts.ts";
import { useMutation } from "@/lib/useMutation";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { requestPasswordReset } from "./api";
import { typedEmailOf } from "./notice";
import "./account.css";

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const loginPath = params.get("desde") === "admin" ? "/admin/login" : "/login";
  // the address already typed on the sign-in page, carried in the navigation's state (never in the address bar)
  const location = useLocation();
  const [email, setEmail] = useState(() => typedEmailOf(location.state));
  const mutation = useMutation();
  /** the server's answer, which stays on the page (it says what to do next) */
  const [answer, setAnswer] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return mutation.refuse(parsed.error.issues[0].message);
    const sent = await mutation.run(() => requestPasswordReset(parsed.data.email), {
      revalidate: false,
      failure: "No se pudo enviar el enlace. Intenta de nuevo.",
    });
    if (sent !== undefined) setAnswer(sent);
  }

  return (
    <AuthCard title="¿Olvidaste tu contraseña?">
      <p className="auth__intro">
        Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="forgot-email">Correo electrónico</label>
          <input
            id="forgot-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={mutation.pending}>
          {mutation.pending ? "Enviando..." : "Enviar enlace"}
        </button>
        <FormMessage feedback={answer ? { tone: "ok", text: answer } : mutation.feedback} />
      </form>
      <p className="auth__switch">
        <Link to={loginPath}>Volver a iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
