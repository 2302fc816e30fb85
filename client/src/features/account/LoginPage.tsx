// /login (spec §2/§4): e-mail, password with show/hide, 'Continuar'; success stores the token and goes home.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAppDispatch } from "../../app/hooks";
import { usePageMeta } from "../../components/ui/usePageMeta";
import { STORAGE_KEYS } from "../../lib/browser-storage";
import { loginSuccess } from "../auth/authSlice";
import { login } from "./api";
import { AuthCard } from "./AuthCard";
import { PasswordField } from "./PasswordField";
import { useTimedMessage } from "../../lib/useTimedMessage";

export default function LoginPage() {
  usePageMeta("Iniciar sesión");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const { message: error, show: setError } = useTimedMessage(); // cleared after 3000 ms (spec §9)

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const { token, user } = await login(email.trim(), password);
      localStorage.setItem(STORAGE_KEYS.token, token);
      dispatch(loginSuccess(user));
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
