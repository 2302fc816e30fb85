// /admin/delete: deletes the signed-in account after an explicit confirmation; the server refuses the last administrator.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAppDispatch } from "../../../app/hooks";
import { apiErrorMessage } from "../../../lib/api-client";
import { showAlert } from "../../../lib/alerts";
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { decodeToken, isExpired } from "../../../lib/token";
import { signOut } from "../../auth/signOut";
import { deleteAccount } from "../api/users";
import { Spinner } from "../components/Spinner";
import { usePageTitle } from "../hooks/usePageTitle";
import { AuthCard, FormMessage } from "./AuthCard";

function signedInUserId(): number | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const claims = token ? decodeToken(token) : null;
  return claims && !isExpired(claims) ? claims.id : null;
}

export default function DeleteAccountPage() {
  usePageTitle("Eliminar cuenta");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || deleting) return;
    const id = signedInUserId();
    if (id === null) {
      setError("Debes iniciar sesión para eliminar tu cuenta.");
      return;
    }
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(id);
      dispatch(signOut());
      await showAlert("success", "Cuenta eliminada");
      navigate("/admin/login", { replace: true });
    } catch (failure) {
      console.error("Error al eliminar la cuenta:", failure);
      setError(apiErrorMessage(failure, "No se pudo eliminar la cuenta."));
      setDeleting(false);
    }
  }

  return (
    <AuthCard title="Eliminar cuenta">
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
            {deleting && <Spinner label="Eliminando" />} Eliminar cuenta
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
