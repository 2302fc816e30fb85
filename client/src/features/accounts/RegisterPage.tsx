// /register: creates a reader (rol 2) and signs her in at once, as a reader expects of a new account: she lands on the
// page that sent her (?volver=) or on her account page, which says the account is ready. Should that sign-in fail,
// the login page says the account is ready and asks her to sign in. The privacy-notice box is required; the request
// carries the consent.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { PRIVACY_CONSENT_REQUIRED } from "@autora/common/contract/privacy-texts.ts";
import { createUserSchema } from "@autora/common/contract/accounts.ts";
import { useAppDispatch } from "@/app/hooks";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { PasswordField } from "@/components/ui/PasswordField";
import { useMutation } from "@/lib/useMutation";
import { register } from "./api";
import { signIn } from "./sessionSlice";
import { returnPathAfterLogin } from "./session";
import { ACCOUNT_READY, ACCOUNT_READY_SIGN_IN, withNotice } from "./notice";
import { ROLE_READER } from "./types";
import "./account.css";

export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form, setForm] = useState({ nombre: "", email: "", password: "", confirm: "" });
  const [consent, setConsent] = useState(false);
  const mutation = useMutation();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.confirm) return mutation.refuse("Las contraseñas no coinciden");
    if (!consent) return mutation.refuse(PRIVACY_CONSENT_REQUIRED);
    // The server's own rules and words, before any request.
    const checked = createUserSchema.safeParse({
      nombre: form.nombre,
      email: form.email,
      password: form.password,
      aceptaPrivacidad: true,
    });
    if (!checked.success) return mutation.refuse(checked.error.issues[0].message);
    const email = form.email.trim();
    // The account, then the sign-in with it: the button stays busy for both.
    const signedIn = await mutation.run(
      async () => {
        const status = await register(
          { nombre: form.nombre.trim(), email, password: form.password, aceptaPrivacidad: true },
          ROLE_READER,
        );
        return status === 201 ? dispatch(signIn({ email, password: form.password })) : null;
      },
      { revalidate: false, failure: "Error al registrar. Intenta con otro correo." },
    );
    if (signedIn === undefined) return;
    if (signedIn === null) return mutation.refuse("No se pudo registrar el usuario");
    if (signIn.fulfilled.match(signedIn))
      navigate(returnPathAfterLogin(search, "/", "/user"), { state: withNotice(ACCOUNT_READY) });
    else navigate(`/login${search}`, { state: withNotice(ACCOUNT_READY_SIGN_IN) });
  }

  return (
    <AuthCard title="Registrar Usuario">
      <form onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="register-name">Nombre completo</label>
          <input
            id="register-name"
            value={form.nombre}
            onChange={(event) => set("nombre")(event.target.value)}
            autoComplete="name"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="register-email">Correo electrónico</label>
          <input
            id="register-email"
            type="email"
            value={form.email}
            onChange={(event) => set("email")(event.target.value)}
            autoComplete="email"
            required
          />
        </div>
        <PasswordField
          id="register-password"
          label="Contraseña"
          value={form.password}
          onChange={set("password")}
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
        />
        <PasswordField
          id="register-confirm"
          label="Confirmar contraseña"
          value={form.confirm}
          onChange={set("confirm")}
          autoComplete="new-password"
        />
        <PrivacyConsent id="register-privacy" checked={consent} onChange={setConsent} />
        <button type="submit" className="btn btn-primary btn-block" disabled={mutation.pending}>
          Registrarme
        </button>
        <FormMessage feedback={mutation.feedback} />
      </form>
      <p className="auth__switch">
        ¿Ya tienes cuenta? <Link to={`/login${search}`}>Inicia sesión</Link>
      </p>
    </AuthCard>
  );
}
