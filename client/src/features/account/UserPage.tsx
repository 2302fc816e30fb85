// /user (spec §2/§4): the account's data, the admin-panel button for rol 1, logout and account deletion.
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { Spinner } from "../../components/ui/Spinner";
import { usePageMeta } from "../../components/ui/usePageMeta";
import { confirmDialog } from "../../lib/alerts";
import { signOut } from "../auth/signOut";
import { ROLE_ADMIN } from "../auth/types";
import { deleteAccount } from "./api";
import "./account.css";

export default function UserPage() {
  usePageMeta("Mi cuenta");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, isAuthenticated, ready } = useAppSelector((state) => state.auth);
  const [deleting, setDeleting] = useState(false);

  if (!ready) {
    return (
      <div className="account account--loading">
        <Spinner label="Cargando tu cuenta..." />
      </div>
    );
  }
  if (!isAuthenticated || !user) return <Navigate to="/login" replace />;

  const logOut = () => {
    dispatch(signOut());
    navigate("/login");
  };

  async function removeAccount() {
    if (!user || !(await confirmDialog({ title: "¿Estás seguro que quieres eliminar tu cuenta?", confirmText: "Sí, eliminar" }))) return;
    setDeleting(true);
    try {
      await deleteAccount(user.id);
      logOut();
    } catch (error) {
      console.error("Error al eliminar la cuenta:", error);
      setDeleting(false);
    }
  }

  return (
    <section className="container account">
      <div className="account__card card">
        <div className="account__avatar" aria-hidden="true">
          {user.nombre.charAt(0).toUpperCase()}
        </div>
        <h1>{user.nombre}</h1>
        <h2>Información de la cuenta</h2>
        <dl className="account__data">
          <div>
            <dt>Correo</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Rol</dt>
            <dd>{user.rol === ROLE_ADMIN ? "Administrador" : "Usuario"}</dd>
          </div>
        </dl>
        <div className="account__actions">
          {user.rol === ROLE_ADMIN && (
            <button type="button" className="btn btn-accent" onClick={() => navigate("/admin/dashboard")}>
              Panel de administración
            </button>
          )}
          <Link to="/mis-pedidos" className="btn btn-accent">
            Mis pedidos
          </Link>
          <button type="button" className="btn btn-primary" onClick={logOut}>
            Cerrar sesión
          </button>
          <button type="button" className="btn btn-outline account__delete" onClick={removeAccount} disabled={deleting}>
            Eliminar cuenta
          </button>
        </div>
      </div>
    </section>
  );
}
