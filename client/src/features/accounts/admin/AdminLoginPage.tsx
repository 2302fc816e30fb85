// /admin/login: only an administrator (rol 1) gets in; anyone else is told 'No tienes acceso'.
import { useState, type FormEvent } from "react";
import { Link, redirect, useNavigate } from "react-router-dom";
import { loginSchema } from "@autora/common/contract/accounts.ts";
import { useAppDispatch } from "@/app/hooks";
import { forgetStoredUser, signIn, storedAdminClaims } from "@/features/accounts";
import { PasswordField } from "@/components/ui/PasswordField";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { useTimedMessage } from "@/lib/useTimedMessage";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";

/** Opening the login page forgets the stored user; an administrator still signed in goes on to the dashboard. */
export function loader() {
  forgetStoredUser();
  return storedAdminClaims() === null ? null : redirect("/admin/dashboard");
}

export default function AdminLoginPage() {
  usePageMeta("Iniciar sesión", { site: "Administración" });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const message = useTimedMessage(3000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = loginSchema.safeParse({ email, password });
    if (!checked.success) return message.show(checked.error.issues[0].message);
    setSubmitting(true);
    const result = await dispatch(signIn({ email: email.trim(), password, adminOnly: true }));
    if (signIn.fulfilled.match(result)) {
      navigate("/admin/dashboard", { replace: true });
      return;
    }
    message.show(result.payload ?? "Credenciales incorrectas");
    setSubmitting(false);
  }

  return (
    <AuthCard look="admin" title="Iniciar sesión como administradora">
      <form className="adm-form" onSubmit={submit}>
        <TextField label="Correo electrónico" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <PasswordField look="admin" label="Contraseña" value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="adm-auth__forgot">
          <Link to="/forgot-password?desde=admin">¿Olvidaste tu contraseña?</Link>
        </p>
        <FormMessage text={message.message} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={submitting}>
          {submitting && <Spinner inline label="Entrando" />} Continuar
        </button>
      </form>
      <p className="adm-auth__alt">
        ¿No tienes cuenta? <Link to="/admin/register">Registrar administradora</Link>
      </p>
    </AuthCard>
  );
}
