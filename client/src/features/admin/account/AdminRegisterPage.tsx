// /admin/register: creates an administrator (rol 1). The server only allows it when an administrator asks, or for
// the first administrator through the one-time setup link it prints at start (/admin/register?token=...), whose
// token this page sends; its refusal is shown as it comes.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { apiErrorMessage } from "../../../lib/api-client";
import { showAlert } from "../../../lib/alerts";
import { registerAdmin } from "../api/users";
import { PasswordField } from "../components/PasswordField";
import { Spinner } from "../components/Spinner";
import { TextField } from "../components/TextField";
import { usePageTitle } from "../hooks/usePageTitle";
import { useTimedMessage } from "../../../lib/useTimedMessage";
import { AuthCard, FormMessage } from "./AuthCard";

export default function AdminRegisterPage() {
  usePageTitle("Registrar Admin");
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
    setSubmitting(true);
    try {
      const status = await registerAdmin({ nombre: nombre.trim(), email: email.trim(), password, setupToken });
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
    <AuthCard title="Registrar Admin">
      <form className="adm-form" onSubmit={submit}>
        <TextField label="Nombre completo" value={nombre} onChange={setNombre} autoComplete="name" required maxLength={120} />
        <TextField label="Correo electrónico" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <PasswordField label="Contraseña" value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordField label="Confirmar contraseña" value={confirm} onChange={setConfirm} autoComplete="new-password" />
        <FormMessage text={message.message} />
        <button type="submit" className="adm-btn adm-btn--block" disabled={submitting}>
          {submitting && <Spinner label="Registrando" />} Registrar
        </button>
      </form>
      <p className="adm-auth__alt">
        ¿Ya tienes cuenta? <Link to="/admin/login">Iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
