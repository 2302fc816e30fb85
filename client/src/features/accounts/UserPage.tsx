// /user: the account's data, the admin-panel button for rol 1, logout and account deletion; and, as the
// privacy notice promises, a download of everything the site holds about the reader.
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Spinner } from "@/components/ui/Spinner";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { deleteAccount, signOut } from "@/features/accounts";
import { ROLE_ADMIN } from "@/features/accounts";
import { fetchMyData } from "@/features/accounts";
import { ChangePasswordForm } from "./ChangePasswordForm";
import "./account.css";
import { saveFile } from "@/lib/save-file";

export default function UserPage() {
  usePageMeta("Mi cuenta");
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, ready } = useAppSelector((state) => state.session);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (!ready) {
    return (
      <div className="account account--loading">
        <Spinner label="Cargando tu cuenta..." />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace />;

  const logOut = () => {
    dispatch(signOut());
    navigate("/login");
  };

  async function downloadData() {
    if (!user) return;
    setDownloading(true);
    try {
      saveFile(new Blob([await fetchMyData(user.id)], { type: "application/json" }), `mis-datos-${user.id}.json`);
    } catch (error) {
      console.error("Error al descargar los datos:", error);
      await showAlert("error", "No se pudieron descargar tus datos", "Intenta de nuevo más tarde.");
    } finally {
      setDownloading(false);
    }
  }

  async function removeAccount() {
    const text = "Se borrarán tu cuenta y tus favoritos, y tus comentarios quedarán como «Anónimo». Tus pedidos se conservan 5 años para la contabilidad.";
    if (!user || !(await confirmDialog({ title: "¿Estás seguro que quieres eliminar tu cuenta?", text, confirmText: "Sí, eliminar" }))) return;
    setDeleting(true);
    try {
      await dispatch(deleteAccount(user.id));
      navigate("/login");
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
        <ChangePasswordForm />
        <section className="account__privacy" aria-labelledby="account-privacy-title">
          <h2 id="account-privacy-title">Tus datos</h2>
          <p>
            Descarga en un archivo JSON todo lo que el sitio guarda de ti: tu cuenta, tus comentarios, tus favoritos y tus pedidos. Si eliminas tu cuenta,
            se borran tu nombre, tu correo, tu contraseña y tus favoritos, y tus comentarios quedan publicados como «Anónimo»; los pedidos se conservan 5
            años con los datos de envío y facturación, como exige la ley fiscal. Más detalles en el{" "}
            <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
          </p>
          <button type="button" className="btn btn-outline" onClick={downloadData} disabled={downloading}>
            {downloading ? "Preparando tu archivo..." : "Descargar mis datos"}
          </button>
        </section>
      </div>
    </section>
  );
}
