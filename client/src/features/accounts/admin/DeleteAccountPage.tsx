// /admin/delete: deletes the signed-in account after an explicit confirmation; the server refuses the last administrator.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { storedClaims } from "@/lib/token";
import { deleteAccount } from "@/features/accounts";
import { Spinner } from "@/components/ui/Spinner";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { AuthCard } from "@/components/ui/AuthCard";
import { FormMessage } from "@/components/ui/FormMessage";

export default function DeleteAccountPage() {
  usePageMeta("Eliminar cuenta", { site: "Administración" });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || deleting) return;
    const id = storedClaims()?.id;
    if (id === undefined) {
      setError("Debes iniciar sesión para eliminar tu cuenta.");
      return;
    }
    setDeleting(true);
    setError(null);
    try {
      await dispatch(deleteAccount(id));
      await showAlert("success", "Cuenta eliminada");
      navigate("/admin/login", { replace: true });
    } catch (failure) {
      console.error("Error al eliminar la cuenta:", failure);
      setError(apiErrorMessage(failure, "No se pudo eliminar la cuenta."));
      setDeleting(false);
    }
  }

  return (
    <AuthCard look="admin" title="Eliminar cuenta">
      <form className="adm-form" onSubmit={submit}>
        <p>Esta acción borra tu cuenta y no se puede deshacer.</p>
        <label className="adm-check">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} disabled={deleting} />
          Confirmo que quiero eliminar mi cuenta permanentemente.
        </label>
        <FormMessage text={error} />
        <div className="adm-form__actions">
          <Link to="/admin/dashboard" className="adm-btn adm-btn--ghost">
            Cancelar
          </Link>
          <button type="submit" className="adm-btn adm-btn--danger" disabled={!confirmed || deleting}>
            {deleting && <Spinner inline label="Eliminando" />} Eliminar cuenta
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
