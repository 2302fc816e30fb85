// /admin/login: only an administrator (rol 1) gets in; anyone else is told 'No tienes acceso'.
import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { useAppDispatch } from "../../../app/hooks";
import { apiErrorMessage } from "../../../lib/api-client";
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { decodeToken } from "../../../lib/token";
import { loginSuccess } from "../../auth/authSlice";
import { userCleared } from "../../auth/sessionSlice";
import { ROLE_ADMIN } from "../../auth/types";
import { login } from "../api/users";
import { PasswordField } from "../components/PasswordField";
import { Spinner } from "../components/Spinner";
import { TextField } from "../components/TextField";
import { usePageTitle } from "../hooks/usePageTitle";
import { useTimedMessage } from "../../../lib/useTimedMessage";
import { storedAdminClaims } from "../utils/adminSession";
import { AuthCard, FormMessage } from "./AuthCard";

export default function AdminLoginPage() {
  usePageTitle("Iniciar sesión");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const message = useTimedMessage(3000);
  const [alreadyIn] = useState(() => storedAdminClaims() !== null);

  // Opening the login page forgets the stored user.
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.user);
  }, []);

  if (alreadyIn) return <Navigate to="/admin/dashboard" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const { token, user } = await login(email.trim(), password);
      if (user.rol === ROLE_ADMIN && decodeToken(token)?.rol === ROLE_ADMIN) {
        localStorage.setItem(STORAGE_KEYS.token, token);
        dispatch(userCleared()); // whoever was signed in before in this tab; the admin layout fetches the new user
        dispatch(loginSuccess(user));
        navigate("/admin/dashboard", { replace: true });
        return;
      }
      localStorage.removeItem(STORAGE_KEYS.token);
      message.show("No tienes acceso");
    } catch (error) {
      localStorage.removeItem(STORAGE_KEYS.token);
      message.show(apiErrorMessage(error, "Credenciales incorrectas"));
    }
    setSubmitting(false);
  }

  return (
    <AuthCard title="Iniciar sesión como administradora">
      <form className="adm-form" onSubmit={submit}>
        <TextField label="Correo electrónico" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <PasswordField label="Contraseña" value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="adm-auth__forgot">
          <Link to="/forgot-password?desde=admin">¿Olvidaste tu contraseña?</Link>
        </p>
        <FormMessage text={message.message} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={submitting}>
          {submitting && <Spinner label="Entrando" />} Continuar
        </button>
      </form>
      <p className="adm-auth__alt">
        ¿No tienes cuenta? <Link to="/admin/register">Registrar administradora</Link>
      </p>
    </AuthCard>
  );
}
