// Mi perfil (adpage): the signed-in administrator's data and logout, the administrators (and adding one), the password
// change, and, set apart at the end, deleting her account: what it means, and up front when she is the last
// administrator, who cannot (the server refuses it too).
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { getAdministrators, getUser } from "../api";
import { ChangePasswordForm } from "../ChangePasswordForm";
import { adminSession } from "../session";
import { signOut } from "../sessionSlice";
import { AccountDeletionNote } from "./AccountDeletionNote";
import "./profile.css";

export async function loader({ loadForAdmin }: AdminLoaderArgs) {
  const session = adminSession();
  const [me, admins] = await Promise.all([
    loadForAdmin(
      () => (session ? getUser(session.id) : Promise.reject(new Error("No token válido"))),
      "No se pudo cargar tu perfil",
    ),
    loadForAdmin(getAdministrators, "No se pudo saber quiénes administran el sitio"),
  ]);
  return { me, admins };
}

export default function ProfilePage({ title }: AdminScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { me, admins } = useLoaderData<typeof loader>();

  function logout() {
    dispatch(signOut());
    navigate("/admin/login", { replace: true });
  }

  return (
    <>
      <div className="adm-page-header">
        <h1>{title}</h1>
      </div>
      <div className="adm-stack">
        <section className="adm-card adm-profile" aria-label="Datos de la cuenta">
          {me.error && <FormMessage feedback={failure(me.error)} />}
          {me.data && (
            <dl className="adm-profile__data">
              <dt>Nombre</dt>
              <dd>{me.data.nombre}</dd>
              <dt>Correo</dt>
              <dd>{me.data.email}</dd>
              <dt>Rol</dt>
              <dd>Administrador</dd>
            </dl>
          )}
          <div className="adm-form__actions">
            <button type="button" className="adm-btn adm-btn--ghost" onClick={logout}>
              Cerrar sesión
            </button>
          </div>
        </section>

        <section className="adm-card adm-profile" aria-labelledby="admin-list-title">
          <h2 id="admin-list-title">Administradoras</h2>
          {admins.error && <FormMessage feedback={failure(admins.error)} />}
          {admins.data && (
            <ul className="adm-profile__admins">
              {admins.data.map((admin) => (
                <li key={admin.id}>
                  {admin.nombre} <span className="adm-muted">({admin.id === me.data?.id ? "tú" : admin.email})</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/register" className="adm-btn adm-btn--ghost">
              Agregar administradora
            </Link>
          </p>
        </section>

        <ChangePasswordForm look="admin" />

        <section className="adm-card adm-profile adm-profile__danger" aria-labelledby="admin-delete-title">
          <h2 id="admin-delete-title">Eliminar tu cuenta</h2>
          <AccountDeletionNote admins={admins.data?.length ?? null} />
          {admins.data && admins.data.length > 1 && (
            <p>
              <Link to="/admin/delete" className="adm-btn adm-btn--danger">
                Eliminar mi cuenta
              </Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
