// /admin/register: creates an administrator (rol 1). The server only allows it when an administrator asks, or for
// the first administrator through the one-time setup link it prints at start (/admin/register?token=...), whose
// token this page sends; its refusal is shown as it comes.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { createUserSchema } from "@autora/common/contract/accounts.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { register } from "@/features/accounts";
import { ROLE_ADMIN } from "@/features/accounts";
import { PasswordField } from "@/components/ui/PasswordField";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { useTimedMessage } from "@/lib/useTimedMessage";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";

export default function AdminRegisterPage() {
  usePageMeta("Registrar Admin", { site: "Administración" });
  const navigate = useNavigate();
  const setupToken = useSearchParams()[0].get("token") ?? undefined;
  const [nombre, setNombre] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const message = useTimedMessage(3000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (password !== confirm) {
      message.show("Las contraseñas no coinciden");
      return;
    }
    // The server's own rules and words, before any request.
    const checked = createUserSchema.safeParse({ nombre, email, password, setupToken });
    if (!checked.success) {
      message.show(checked.error.issues[0].message);
      return;
    }
    setSubmitting(true);
    try {
      const status = await register({ nombre: nombre.trim(), email: email.trim(), password, setupToken }, ROLE_ADMIN);
      if (status === 201) {
        await showAlert("success", "Administrador registrado correctamente");
        navigate("/admin/login");
        return;
      }
      message.show("No se pudo registrar el administrador");
    } catch (error) {
      message.show(apiErrorMessage(error, "Error al registrar el administrador."));
    }
    setSubmitting(false);
  }

  return (
    <AuthCard look="admin" title="Registrar Admin">
      <form className="adm-form" onSubmit={submit}>
        <TextField label="Nombre completo" value={nombre} onChange={setNombre} autoComplete="name" required maxLength={120} />
        <TextField label="Correo electrónico" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <PasswordField look="admin" label="Contraseña" value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordField look="admin" label="Confirmar contraseña" value={confirm} onChange={setConfirm} autoComplete="new-password" />
        <FormMessage text={message.message} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={submitting}>
          {submitting && <Spinner inline label="Registrando" />} Registrar
        </button>
      </form>
      <p className="adm-auth__alt">
        ¿Ya tienes cuenta? <Link to="/admin/login">Iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
