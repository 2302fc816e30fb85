// The one password change form, in the reader's /user and in the administrator's profile: the current password is
// required; the server ends every other session and this one continues with the fresh token it answers.
import { useState, type FormEvent } from "react";
import { changePasswordSchema } from "@autora/common/contract/accounts.ts";
import { FormMessage } from "@/components/ui/FormMessage";
import { PasswordField } from "@/components/ui/PasswordField";
import { Spinner } from "@/components/ui/Spinner";
import { useMutation } from "@/lib/useMutation";
import { changePassword } from "./sessionSlice";

const HINT = "Al menos 8 caracteres. Se cerrarán tus otras sesiones.";

/** `look`: the public site's form (in /user) or the admin area's card (in Mi perfil). */
export function ChangePasswordForm({ look = "site" }: { look?: "site" | "admin" }) {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const mutation = useMutation();
  const admin = look === "admin";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeat) return mutation.refuse("Las contraseñas no coinciden");
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return mutation.refuse(parsed.error.issues[0].message);
    const changed = await mutation.run(() => changePassword(parsed.data.currentPassword, parsed.data.newPassword), {
      success: (message) => message,
      failure: "No se pudo cambiar la contraseña. Intenta de nuevo.",
      revalidate: false,
    });
    if (changed === undefined) return;
    setCurrent("");
    setNew("");
    setRepeat("");
  }

  const fields = (
    <>
      <PasswordField
        look={look}
        id={admin ? undefined : "change-current"}
        label="Contraseña actual"
        value={currentPassword}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <PasswordField
        look={look}
        id={admin ? undefined : "change-new"}
        label="Contraseña nueva"
        value={newPassword}
        onChange={setNew}
        autoComplete="new-password"
        hint={HINT}
      />
      <PasswordField
        look={look}
        id={admin ? undefined : "change-repeat"}
        label="Repite la contraseña nueva"
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
      />
    </>
  );

  if (admin) {
    return (
      <section className="adm-card adm-profile" aria-labelledby="admin-password-title">
        <h2 id="admin-password-title">Cambiar contraseña</h2>
        <form className="adm-form" onSubmit={submit} noValidate>
          {fields}
          <FormMessage feedback={mutation.feedback} />
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn" disabled={mutation.pending}>
              {mutation.pending && <Spinner inline label="Guardando" />} Cambiar contraseña
            </button>
          </div>
        </form>
      </section>
    );
  }
  return (
    <form className="account__password" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      {fields}
      <button type="submit" className="btn btn-primary btn-block" disabled={mutation.pending}>
        {mutation.pending ? "Guardando..." : "Cambiar contraseña"}
      </button>
      <FormMessage feedback={mutation.feedback} />
    </form>
  );
}
