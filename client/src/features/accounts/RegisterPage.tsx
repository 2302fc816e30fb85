// /register: creates a reader (rol 2); 201 goes to /login after 500 ms; errors clear after 3 s.
// The privacy-notice box is required; the request carries the consent.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PRIVACY_CONSENT_REQUIRED } from "@autora/common/contract/privacy-texts.ts";
import { createUserSchema } from "@autora/common/contract/accounts.ts";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { apiErrorMessage } from "@/lib/api-client";
import { register } from "@/features/accounts";
import { ROLE_READER } from "@/features/accounts";
import { AuthCard } from "@/components/ui/AuthCard";
import { PasswordField } from "@/components/ui/PasswordField";
import { useTimedMessage } from "@/lib/useTimedMessage";
import "./account.css";

const REDIRECT_MS = 500;

export default function RegisterPage() {
  usePageMeta("Registrar Usuario");
  const navigate = useNavigate();
  const [form, setForm] = useState({ nombre: "", email: "", password: "", confirm: "" });
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const { message: error, show: setError } = useTimedMessage(); // cleared after 3000 ms
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.confirm) return setError("Las contraseñas no coinciden");
    if (!consent) return setError(PRIVACY_CONSENT_REQUIRED);
    // The server's own rules and words, before any request.
    const checked = createUserSchema.safeParse({ nombre: form.nombre, email: form.email, password: form.password, aceptaPrivacidad: true });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setSending(true);
    let status: number;
    try {
      status = await register({ nombre: form.nombre.trim(), email: form.email.trim(), password: form.password, aceptaPrivacidad: true }, ROLE_READER);
    } catch (err) {
      setSending(false);
      return setError(apiErrorMessage(err, "Error al registrar. Intenta con otro correo."));
    }
    if (status !== 201) {
      setSending(false);
      return setError("No se pudo registrar el usuario");
    }
    setDone(true);
    setTimeout(() => navigate("/login"), REDIRECT_MS);
  }

  return (
    <AuthCard title="Registrar Usuario">
      <form onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="register-name">Nombre completo</label>
          <input id="register-name" value={form.nombre} onChange={(event) => set("nombre")(event.target.value)} autoComplete="name" required />
        </div>
        <div className="field">
          <label htmlFor="register-email">Correo electrónico</label>
          <input id="register-email" type="email" value={form.email} onChange={(event) => set("email")(event.target.value)} autoComplete="email" required />
        </div>
        <PasswordField id="register-password" label="Contraseña" value={form.password} onChange={set("password")} autoComplete="new-password" hint="Al menos 8 caracteres." />
        <PasswordField id="register-confirm" label="Confirmar contraseña" value={form.confirm} onChange={set("confirm")} autoComplete="new-password" />
        <PrivacyConsent id="register-privacy" checked={consent} onChange={setConsent} />
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          Registrarme
        </button>
        <p className={`form-message ${done ? "form-message--ok" : "form-message--error"}`} role="alert">
          {done ? "Cuenta creada. Ahora inicia sesión." : error}
        </p>
      </form>
      <p className="auth__switch">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </AuthCard>
  );
}
