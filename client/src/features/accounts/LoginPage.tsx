// /login: e-mail, password with show/hide, 'Continuar'; success stores the token and goes home.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { loginSchema } from "@autora/common/contract/accounts.ts";
import { useAppDispatch } from "@/app/hooks";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { signIn } from "@/features/accounts";
import { AuthCard } from "@/components/ui/AuthCard";
import { PasswordField } from "@/components/ui/PasswordField";
import { useTimedMessage } from "@/lib/useTimedMessage";
import "./account.css";

export default function LoginPage() {
  usePageMeta("Iniciar sesión");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const { message: error, show: setError } = useTimedMessage(); // cleared after 3000 ms

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = loginSchema.safeParse({ email, password });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setSending(true);
    try {
      await dispatch(signIn({ email: email.trim(), password })).unwrap();
      navigate("/");
    } catch {
      setError("Credenciales incorrectas");
      setSending(false);
    }
  }

  return (
    <AuthCard title="Iniciar sesión" homeLink>
      <form onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="login-email">Correo electrónico</label>
          <input id="login-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
        </div>
        <PasswordField id="login-password" label="Contraseña" value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="auth__forgot">
          <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          Continuar
        </button>
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      </form>
      <p className="auth__switch">
        ¿No tienes cuenta? <Link to="/register">Regístrate</Link>
      </p>
    </AuthCard>
  );
}
