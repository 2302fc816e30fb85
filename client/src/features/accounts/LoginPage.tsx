// /login: e-mail, password with show/hide, 'Continuar'; success stores the token and goes on to the page that sent the
// reader here (?volver=), else home. A message handed over by the previous page (the account was deleted, the
// account is ready) shows above the form.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { loginSchema } from "@autora/common/contract/accounts.ts";
import { useAppDispatch } from "@/app/hooks";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { PasswordField } from "@/components/ui/PasswordField";
import { useMutation } from "@/lib/useMutation";
import { signIn } from "./sessionSlice";
import { returnPathAfterLogin } from "./session";
import { noticeOf, withTypedEmail } from "./notice";
import "./account.css";

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeOf(location.state);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const mutation = useMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = loginSchema.safeParse({ email, password });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    const result = await mutation.run(() => dispatch(signIn({ email: email.trim(), password })), { revalidate: false });
    if (!result) return;
    if (signIn.rejected.match(result)) return mutation.refuse("Credenciales incorrectas");
    navigate(returnPathAfterLogin(location.search, "/", "/"));
  }

  return (
    <AuthCard title="Iniciar sesión" homeLink>
      {notice && <FormMessage feedback={{ tone: "ok", text: notice }} className="auth__notice" />}
      <form onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="login-email">Correo electrónico</label>
          <input
            id="login-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
          />
        </div>
        <PasswordField
          id="login-password"
          label="Contraseña"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <p className="auth__forgot">
          <Link to="/forgot-password" state={withTypedEmail(email)}>
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={mutation.pending}>
          Continuar
        </button>
        <FormMessage feedback={mutation.feedback} />
      </form>
      <p className="auth__switch">
        ¿No tienes cuenta? <Link to={`/register${location.search}`}>Regístrate</Link>
      </p>
    </AuthCard>
  );
}
