// /admin/delete: an administrator deletes her own account, after saying so with the box; the page says first what it
// means, and that the last administrator cannot (the server refuses it too). Afterwards the admin sign-in page says
// goodbye. Without an administrator's session: the sign-in page first.
import { useState, type FormEvent } from "react";
import { Link, redirect, useLoaderData, useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { AuthCard } from "@/components/ui/AuthCard";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useMutation } from "@/lib/useMutation";
import { apiErrorMessage } from "@/lib/api-client";
import { getAdministrators } from "../api";
import { ADMIN_GOODBYE, withNotice } from "../notice";
import { adminLoginPath, adminSession } from "../session";
import { deleteAccount } from "../sessionSlice";
import { AccountDeletionNote } from "./AccountDeletionNote";
import "./auth.css";

export async function loader() {
  const session = adminSession();
  if (!session) throw redirect(adminLoginPath("/admin/delete"));
  try {
    return { id: session.id, admins: (await getAdministrators()).length, error: null };
  } catch (error) {
    return {
      id: session.id,
      admins: null,
      error: apiErrorMessage(error, "No se pudo saber quiénes administran el sitio."),
    };
  }
}

export default function DeleteAccountPage() {
  const { id, admins, error } = useLoaderData<typeof loader>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const mutation = useMutation();
  const last = admins === 1;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || mutation.pending || last) return;
    // No refresh of this page's data: the account is gone, the sign-in page says goodbye.
    const deleted = await mutation.run(
      async () => {
        await dispatch(deleteAccount(id));
        return true;
      },
      { revalidate: false, failure: "No se pudo eliminar la cuenta." },
    );
    if (deleted) navigate("/admin/login", { replace: true, state: withNotice(ADMIN_GOODBYE) });
  }

  return (
    <AuthCard look="admin" title="Eliminar cuenta">
      <form className="adm-form" onSubmit={submit}>
        {error && <FormMessage feedback={failure(error)} />}
        <AccountDeletionNote admins={admins} />
        <label className="adm-check">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
            disabled={mutation.pending || last}
          />
          Confirmo que quiero eliminar mi cuenta permanentemente.
        </label>
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <Link to="/admin/adpage" className="adm-btn adm-btn--ghost">
            Cancelar
          </Link>
          <button type="submit" className="adm-btn adm-btn--danger" disabled={!confirmed || mutation.pending || last}>
            {mutation.pending && <Spinner inline label="Eliminando" />} Eliminar cuenta
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
