// Password change in the admin profile: the current password is required; every other session ends.
import { useState, type FormEvent } from "react";
import { changePasswordSchema } from "@autora/common/contract/accounts.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { changePassword } from "@/features/accounts";
import { PasswordField } from "@/components/ui/PasswordField";
import { FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeat) return setResult({ tone: "error", text: "Las contraseñas no coinciden" });
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setResult({ tone: "error", text: parsed.error.issues[0].message });
    setSending(true);
    try {
      const message = await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setResult({ tone: "ok", text: message });
      setCurrent("");
      setNew("");
      setRepeat("");
    } catch (error) {
      setResult({ tone: "error", text: apiErrorMessage(error, "No se pudo cambiar la contraseña. Intenta de nuevo.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="adm-card adm-profile" aria-labelledby="admin-password-title">
      <h2 id="admin-password-title">Cambiar contraseña</h2>
      <form className="adm-form" onSubmit={submit} noValidate>
        <PasswordField look="admin" label="Contraseña actual" value={currentPassword} onChange={setCurrent} autoComplete="current-password" />
        <PasswordField look="admin" label="Contraseña nueva (al menos 8 caracteres)" value={newPassword} onChange={setNew} autoComplete="new-password" />
        <PasswordField look="admin" label="Repite la contraseña nueva" value={repeat} onChange={setRepeat} autoComplete="new-password" />
        <FormMessage text={result?.text ?? null} tone={result?.tone} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={sending}>
            {sending && <Spinner inline label="Guardando" />} Cambiar contraseña
          </button>
        </div>
      </form>
    </section>
  );
}
