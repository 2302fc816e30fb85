// Password change in /user: the current password is required; the other sessions end, this one continues.
import { useState, type FormEvent } from "react";
import { changePasswordSchema } from "@autora/common/contract/accounts.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { changePassword } from "@/features/accounts";
import { PasswordField } from "@/components/ui/PasswordField";

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeat) return setResult({ kind: "error", text: "Las contraseñas no coinciden" });
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setResult({ kind: "error", text: parsed.error.issues[0].message });
    setSending(true);
    try {
      const message = await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setResult({ kind: "ok", text: message });
      setCurrent("");
      setNew("");
      setRepeat("");
    } catch (error) {
      setResult({ kind: "error", text: apiErrorMessage(error, "No se pudo cambiar la contraseña. Intenta de nuevo.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="account__password" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      <PasswordField id="change-current" label="Contraseña actual" value={currentPassword} onChange={setCurrent} autoComplete="current-password" />
      <PasswordField id="change-new" label="Contraseña nueva" value={newPassword} onChange={setNew} autoComplete="new-password" hint="Al menos 8 caracteres. Se cerrarán tus otras sesiones." />
      <PasswordField id="change-repeat" label="Repite la contraseña nueva" value={repeat} onChange={setRepeat} autoComplete="new-password" />
      <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
        {sending ? "Guardando..." : "Cambiar contraseña"}
      </button>
      <p className={`form-message ${result?.kind === "error" ? "form-message--error" : "form-message--ok"}`} role="status">
        {result?.text}
      </p>
    </form>
  );
}
