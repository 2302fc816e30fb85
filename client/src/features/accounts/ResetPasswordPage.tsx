// /reset-password?token=...: the page the e-mailed link opens, to choose a new password.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { resetPasswordSchema } from "@autora/common/contract/accounts.ts";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { apiErrorMessage } from "@/lib/api-client";
import { resetPassword } from "@/features/accounts";
import { AuthCard } from "@/components/ui/AuthCard";
import { PasswordField } from "@/components/ui/PasswordField";
import "./account.css";

export default function ResetPasswordPage() {
  usePageMeta("Elige una contraseña nueva");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return setError("Las contraseñas no coinciden");
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setSending(true);
    setError("");
    try {
      setDone(await resetPassword(parsed.data.token, parsed.data.password));
    } catch (failure) {
      setError(apiErrorMessage(failure, "No se pudo cambiar la contraseña. Intenta de nuevo."));
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <AuthCard title="Contraseña cambiada">
        <p className="form-message form-message--ok" role="status">
          {done}
        </p>
        <Link to="/login" className="btn btn-primary btn-block">
          Iniciar sesión
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Elige una contraseña nueva">
      <form onSubmit={onSubmit} noValidate>
        <PasswordField id="reset-password" label="Contraseña nueva" value={password} onChange={setPassword} autoComplete="new-password" hint="Al menos 8 caracteres." />
        <PasswordField id="reset-repeat" label="Repite la contraseña" value={repeat} onChange={setRepeat} autoComplete="new-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          {sending ? "Guardando..." : "Guardar contraseña"}
        </button>
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      </form>
      <p className="auth__switch">
        ¿El enlace venció? <Link to="/forgot-password">Pide uno nuevo</Link>
      </p>
    </AuthCard>
  );
}
