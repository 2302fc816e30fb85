// adpage: the signed-in administrator's profile, logout and account deletion.
import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { getUser } from "@/features/accounts";
import { deleteAccount, signOut, storedAdminClaims } from "@/features/accounts";
import { ROLE_ADMIN } from "@/features/accounts";
import { Spinner } from "@/components/ui/Spinner";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import { ChangePasswordForm } from "./ChangePasswordForm";

export const loader = () =>
  loadForAdmin(() => {
    const claims = storedAdminClaims();
    return claims ? getUser(claims.id) : Promise.reject(new Error("No token válido"));
  }, "No se pudo cargar tu perfil");

export default function ProfilePage() {
  usePageMeta("Mi perfil", { site: "Administración" });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useLoaderData<typeof loader>();
  const [deleting, setDeleting] = useState(false);

  function logout() {
    dispatch(signOut());
    navigate("/admin/login", { replace: true });
  }

  async function removeAccount() {
    if (!me.data || deleting) return;
    const confirmed = await confirmDialog({ title: "¿Estás seguro que quieres eliminar tu cuenta de administrador?", confirmText: "Sí", cancelText: "No" });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await dispatch(deleteAccount(me.data.id));
      navigate("/admin/login", { replace: true });
    } catch (error) {
      console.error("Error al eliminar la cuenta:", error);
      setDeleting(false);
      await showAlert("error", "No se pudo eliminar la cuenta", apiErrorMessage(error, "Intenta de nuevo."));
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <h1>Mi perfil</h1>
      </div>
      <section className="adm-card adm-profile" aria-label="Datos de la cuenta">
        {me.error && (
          <p className="adm-error" role="alert">
            {me.error}
          </p>
        )}
        {me.data && (
          <dl className="adm-profile__data">
            <dt>Nombre</dt>
            <dd>{me.data.nombre}</dd>
            <dt>Correo</dt>
            <dd>{me.data.email}</dd>
            <dt>Rol</dt>
            <dd>{me.data.rol === ROLE_ADMIN ? "Administrador" : "Usuario"}</dd>
          </dl>
        )}
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={logout} disabled={deleting}>
            Cerrar sesión
          </button>
          <button type="button" className="adm-btn adm-btn--danger" onClick={removeAccount} disabled={!me.data || deleting}>
            {deleting && <Spinner inline label="Eliminando" />} Eliminar cuenta
          </button>
        </div>
      </section>
      <ChangePasswordForm />
    </>
  );
}
