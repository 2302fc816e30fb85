// /admin/register, "Agregar administradora": creates an administrator (rol 1). The server only allows it when an
// administrator asks (from the admin menu or Mi perfil: she stays here and is told the new one can sign in), or for the
// first administrator through the one-time setup link it prints at start (/admin/register?token=...), whose token this
// page sends (then on to the sign-in page, which says the account is ready). Its refusal is shown as it comes.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { createUserSchema } from "@autora/common/contract/accounts.ts";
import { PasswordField } from "@/components/ui/PasswordField";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { register } from "../api";
import { ACCOUNT_READY_SIGN_IN, withNotice } from "../notice";
import { useSession } from "../session";
import { ROLE_ADMIN } from "../types";
import "./auth.css";

export default function AdminRegisterPage() {
  const navigate = useNavigate();
  const setupToken = useSearchParams()[0].get("token") ?? undefined;
  const byAdmin = useSession()?.isAdmin === true;
  const [nombre, setNombre] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const mutation = useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.pending) return;
    if (password !== confirm) return mutation.refuse("Las contraseñas no coinciden");
    // The server's own rules and words, before any request.
    const checked = createUserSchema.safeParse({ nombre, email, password, setupToken });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    const name = nombre.trim();
    const status = await mutation.run(
      () => register({ nombre: name, email: email.trim(), password, setupToken }, ROLE_ADMIN),
      {
        revalidate: false,
        failure: "Error al registrar a la administradora.",
        success: (answer) =>
          answer === 201 && byAdmin ? `Listo: ${name} ya puede iniciar sesión como administradora.` : "",
      },
    );
    if (status === undefined) return;
    if (status !== 201) return mutation.refuse("No se pudo registrar a la administradora");
    if (!byAdmin) {
      navigate("/admin/login", { state: withNotice(ACCOUNT_READY_SIGN_IN) });
      return;
    }
    setNombre("");
    setEmail("");
    setPassword("");
    setConfirm("");
  }

  return (
    <AuthCard look="admin" title="Agregar administradora">
      <form className="adm-form" onSubmit={submit}>
        <TextField
          label="Nombre completo"
          value={nombre}
          onChange={setNombre}
          autoComplete="name"
          required
          maxLength={120}
        />
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
          autoComplete="new-password"
        />
        <PasswordField
          look="admin"
          label="Confirmar contraseña"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        <FormMessage feedback={mutation.feedback} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={mutation.pending}>
          {mutation.pending && <Spinner inline label="Registrando" />} Registrar
        </button>
      </form>
      <p className="adm-auth__alt">
        {byAdmin ? (
          <Link to="/admin/dashboard">Volver al panel</Link>
        ) : (
          <>
            ¿Ya tienes cuenta? <Link to="/admin/login">Iniciar sesión</Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}
