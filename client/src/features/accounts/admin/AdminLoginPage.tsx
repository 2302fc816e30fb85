// /admin/login: only an administrator (rol 1) gets in; anyone else is told 'No tienes acceso'. After signing in she goes
// on to the admin page she had asked for (?volver=), else to the panel. Registering an administrator is not offered
// here: a signed-in administrator adds one from the admin menu, and the first one comes through the setup link.
import { useState, type FormEvent } from "react";
import { Link, redirect, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { loginSchema } from "@autora/common/contract/accounts.ts";
import { useAppDispatch } from "@/app/hooks";
import { PasswordField } from "@/components/ui/PasswordField";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { signIn } from "../sessionSlice";
import { adminSession, returnPathAfterLogin } from "../session";
import { noticeOf, withTypedEmail } from "../notice";
import "./auth.css";

const PANEL = "/admin/dashboard";

/** An administrator still signed in goes straight on to the page she asked for. */
export function loader({ request }: LoaderFunctionArgs) {
  return adminSession() === null ? null : redirect(returnPathAfterLogin(new URL(request.url).search, "/admin/", PANEL));
}

export default function AdminLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeOf(location.state);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const mutation = useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.pending) return;
    const checked = loginSchema.safeParse({ email, password });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    const result = await mutation.run(() => dispatch(signIn({ email: email.trim(), password, adminOnly: true })), {
      revalidate: false,
    });
    if (!result) return;
    if (signIn.rejected.match(result)) return mutation.refuse(result.payload ?? "Credenciales incorrectas");
    navigate(returnPathAfterLogin(location.search, "/admin/", PANEL), { replace: true });
  }

  return (
    <AuthCard look="admin" title="Iniciar sesión como administradora">
      {notice && <FormMessage feedback={{ tone: "ok", text: notice }} className="adm-auth__notice" />}
      <form className="adm-form" onSubmit={submit}>
        <TextField
          label="Correo electrónico"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <PasswordField
          look="admin"
          label="Contraseña"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <p className="adm-auth__forgot">
          <Link to="/forgot-password?desde=admin" state={withTypedEmail(email)}>
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        <FormMessage feedback={mutation.feedback} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={mutation.pending}>
          {mutation.pending && <Spinner inline label="Entrando" />} Continuar
        </button>
      </form>
    </AuthCard>
  );
}
