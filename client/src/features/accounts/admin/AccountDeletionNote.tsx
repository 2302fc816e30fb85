// What deleting her own account means for an administrator, said before she can do it, and up front when she is the
// last administrator: then she cannot (nobody could run the site any more), and is told how to go on.
import { Link } from "react-router-dom";
import "./profile.css";

const LAST_ADMIN_NOTE =
  "Eres la única administradora, así que no puedes eliminar tu cuenta: nadie más podría entrar a administrar el sitio.";

/** `admins`: how many administrators there are, null when it could not be read. */
export function AccountDeletionNote({ admins }: { admins: number | null }) {
  if (admins === 1) {
    return (
      <p className="adm-profile__note">
        {LAST_ADMIN_NOTE} Si quieres dejar de administrarlo, primero{" "}
        <Link to="/admin/register">agrega otra administradora</Link>.
      </p>
    );
  }
  return (
    <p className="adm-profile__note">
      Se borra tu cuenta: ya no podrás entrar a la administración, y tus comentarios quedan publicados como «Anónimo».
      {admins !== null &&
        admins > 1 &&
        ` ${admins - 1 === 1 ? "La otra administradora sigue" : `Las otras ${admins - 1} administradoras siguen`} a cargo del sitio.`}{" "}
      No se puede deshacer.
    </p>
  );
}
