// /user: the account's data (the role only for an administrator, with her button to the admin panel), the reader's
// favourite photos, her orders, the password change, the download of everything the site holds about her (as the
// privacy notice promises), logout and, set apart at the end, the deletion of the account.
import { Link, redirect, useLoaderData, useLocation, useNavigate } from "react-router-dom";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { useAppDispatch } from "@/app/hooks";
import { FormMessage } from "@/components/ui/FormMessage";
import { confirmDialog } from "@/lib/alerts";
import { load } from "@/lib/load";
import { httpStatus } from "@/lib/http-status";
import { saveFile } from "@/lib/save-file";
import { useMutation } from "@/lib/useMutation";
import { removeFavorite } from "@/features/gallery";
import { fetchMyData, getUser } from "./api";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { FavoritePhotos } from "./FavoritePhotos";
import { favoritePhotos } from "./favorite-photos";
import { noticeOf, READER_GOODBYE, withNotice } from "./notice";
import { forgetSession, loginPath, readSession } from "./session";
import { deleteAccount, signOut } from "./sessionSlice";
import { ROLE_ADMIN } from "./types";
import "./account.css";

/** The account and its favourite photos; without a session (or with one the server no longer accepts), the login page. */
export async function loader() {
  const session = readSession();
  if (!session) throw redirect(loginPath("/user"));
  try {
    const [user, favorites] = await Promise.all([
      getUser(session.id),
      load(() => favoritePhotos(session.id), "No se pudieron cargar tus fotografías favoritas."),
    ]);
    return { user, favorites };
  } catch (error) {
    if (httpStatus(error) === 401) {
      forgetSession();
      throw redirect(loginPath("/user"));
    }
    throw error;
  }
}

export default function UserPage() {
  const { user, favorites } = useLoaderData<typeof loader>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  const download = useMutation();
  const favoriteChange = useMutation();
  const removal = useMutation();
  const isAdmin = user.rol === ROLE_ADMIN;

  const logOut = () => {
    dispatch(signOut());
    navigate("/login");
  };

  const downloadData = () =>
    download.run(
      async () =>
        saveFile(new Blob([await fetchMyData(user.id)], { type: "application/json" }), `mis-datos-${user.id}.json`),
      {
        revalidate: false,
        failure: "No se pudieron descargar tus datos. Intenta de nuevo más tarde.",
      },
    );

  const unfavorite = (photo: Photo) =>
    favoriteChange.run(() => removeFavorite(user.id, photo.id), {
      success: "Quitaste la fotografía de tus favoritas.",
      failure: "No se pudo quitar la fotografía de tus favoritas.",
    });

  async function removeAccount() {
    const text =
      "Se borrarán tu cuenta y tus favoritos, y tus comentarios quedarán como «Anónimo». Tus pedidos se conservan 5 años para la contabilidad.";
    if (
      !(await confirmDialog({
        title: "¿Estás seguro que quieres eliminar tu cuenta?",
        text,
        confirmText: "Sí, eliminar",
      }))
    )
      return;
    // No refresh of this page's data: the account is gone, the login page says goodbye.
    const deleted = await removal.run(
      async () => {
        await dispatch(deleteAccount(user.id));
        return true;
      },
      { revalidate: false, failure: "No se pudo eliminar tu cuenta. Intenta de nuevo." },
    );
    if (deleted) navigate("/login", { replace: true, state: withNotice(READER_GOODBYE) });
  }

  return (
    <section className="container account">
      <div className="account__card card">
        {notice && <FormMessage feedback={{ tone: "ok", text: notice }} className="account__notice" />}
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
          {isAdmin && (
            <div>
              <dt>Rol</dt>
              <dd>Administrador</dd>
            </div>
          )}
        </dl>
        <div className="account__actions">
          {isAdmin && (
            <Link to="/admin/dashboard" className="btn btn-accent">
              Panel de administración
            </Link>
          )}
          <Link to="/mis-pedidos" className="btn btn-accent">
            Mis pedidos
          </Link>
          <button type="button" className="btn btn-primary" onClick={logOut}>
            Cerrar sesión
          </button>
        </div>
        <FavoritePhotos
          favorites={favorites}
          busy={favoriteChange.pending}
          onRemove={unfavorite}
          feedback={favoriteChange.feedback}
        />
        <ChangePasswordForm />
        <section className="account__privacy" aria-labelledby="account-privacy-title">
          <h2 id="account-privacy-title">Tus datos</h2>
          <p>
            Descarga en un archivo JSON todo lo que el sitio guarda de ti: tu cuenta, tus comentarios, tus favoritos y
            tus pedidos. Si eliminas tu cuenta, se borran tu nombre, tu correo, tu contraseña y tus favoritos, y tus
            comentarios quedan publicados como «Anónimo»; los pedidos se conservan 5 años con los datos de envío y
            facturación, como exige la ley fiscal. Más detalles en el{" "}
            <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
          </p>
          <button type="button" className="btn btn-outline" onClick={downloadData} disabled={download.pending}>
            {download.pending ? "Preparando tu archivo..." : "Descargar mis datos"}
          </button>
          <FormMessage feedback={download.feedback} />
        </section>
        <section className="account__danger" aria-labelledby="account-delete-title">
          <h2 id="account-delete-title">Eliminar tu cuenta</h2>
          <p>Se borran tu cuenta y tus favoritos, y tus comentarios quedan como «Anónimo». No se puede deshacer.</p>
          <button
            type="button"
            className="btn btn-outline account__delete"
            onClick={removeAccount}
            disabled={removal.pending}
          >
            Eliminar cuenta
          </button>
          <FormMessage feedback={removal.feedback} />
        </section>
      </div>
    </section>
  );
}
