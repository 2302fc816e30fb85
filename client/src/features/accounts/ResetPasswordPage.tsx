// /reset-password?token=...: the page the e-mailed link opens, to choose a new password; saving it signs the reader in.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { resetPasswordSchema } from "@autora/common/contract/accounts.ts";
import { useMutation } from "@/lib/useMutation";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";
import { useAppDispatch } from "@/app/hooks";
import { resetPasswordAndSignIn } from "./sessionSlice";
import { PasswordField } from "@/components/ui/PasswordField";
import "./account.css";

export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const mutation = useMutation();
  const [done, setDone] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return mutation.refuse("Las contraseñas no coinciden");
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return mutation.refuse(parsed.error.issues[0].message);
    const message = await mutation.run(
      () => dispatch(resetPasswordAndSignIn(parsed.data.token, parsed.data.password)),
      { revalidate: false, failure: "No se pudo cambiar la contraseña. Intenta de nuevo." },
    );
    if (message !== undefined) setDone(message);
  }

  if (done) {
    return (
      <AuthCard title="Contraseña cambiada">
        <FormMessage feedback={{ tone: "ok", text: done }} />
        <Link to="/" className="btn btn-primary btn-block">
          Ir al inicio
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Elige una contraseña nueva">
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          id="reset-password"
          label="Contraseña nueva"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
        />
        <PasswordField
          id="reset-repeat"
          label="Repite la contraseña"
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={mutation.pending}>
          {mutation.pending ? "Guardando..." : "Guardar contraseña"}
        </button>
        <FormMessage feedback={mutation.feedback} />
      </form>
      <p className="auth__switch">
        ¿El enlace venció? <Link to="/forgot-password">Pide uno nuevo</Link>
      </p>
    </AuthCard>
  );
}
