// adcontact: phone, e-mail and three social links; Save Changes only when something differs from the saved copy.
import { useState, type FormEvent, type ReactNode } from "react";
import { useLoaderData } from "react-router-dom";
import { contactInfoSchema } from "@autora/common/contract/pages.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { getContactInfo, saveContactInfo } from "../contact/api";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "@/components/ui/SocialIcons";
import { Snackbar } from "@/components/ui/Snackbar";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import { useTimedMessage } from "@/lib/useTimedMessage";
import type { ContactInfo } from "@autora/common/contract/pages.ts";
import { EditLinkDialog } from "./EditLinkDialog";

type Social = "youtube" | "facebook" | "instagram";
const socials: { key: Social; name: string; icon: ReactNode }[] = [
  { key: "youtube", name: "YouTube", icon: <YoutubeIcon size={28} /> },
  { key: "facebook", name: "Facebook", icon: <FacebookIcon size={28} /> },
  { key: "instagram", name: "Instagram", icon: <InstagramIcon size={28} /> },
];

const sameInfo = (a: ContactInfo, b: ContactInfo) => (Object.keys(a) as (keyof ContactInfo)[]).every((key) => a[key] === b[key]);

export const loader = () => loadForAdmin(getContactInfo, "No se pudo cargar la información de contacto");

export default function ContactManagerPage() {
  usePageMeta("Contacto", { site: "Administración" });
  const stored = useLoaderData<typeof loader>();
  if (!stored.data) {
    return (
      <p className="adm-error" role="alert">
        {stored.error}
      </p>
    );
  }
  return <ContactForm initial={stored.data} />;
}

function ContactForm({ initial }: { initial: ContactInfo }) {
  const [saved, setSaved] = useState(initial);
  const [info, setInfo] = useState(initial);
  const [editing, setEditing] = useState<Social | null>(null);
  const [saving, setSaving] = useState(false);
  const snackbar = useTimedMessage(3000);
  const dirty = !sameInfo(info, saved);
  const editingSocial = socials.find((s) => s.key === editing);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !dirty) return;
    const checked = contactInfoSchema.safeParse(info);
    if (!checked.success) return showAlert("error", "No se pudo guardar la información de contacto", checked.error.issues[0].message);
    setSaving(true);
    try {
      const result = await saveContactInfo(info);
      setSaved(result);
      setInfo(result);
      snackbar.show("Changes saved successfully!");
    } catch (error) {
      console.error("Error al guardar contacto:", error);
      await showAlert("error", "No se pudo guardar la información de contacto", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Contacto</h1>
          <p className="adm-muted">Lo que muestra la página de contacto.</p>
        </div>
      </div>
      <form className="adm-card adm-form adm-form--narrow" onSubmit={submit}>
        <TextField label="Teléfono" type="tel" value={info.phone} onChange={(phone) => setInfo((i) => ({ ...i, phone }))} maxLength={30} autoComplete="off" />
        <TextField label="Correo" type="email" value={info.email} onChange={(email) => setInfo((i) => ({ ...i, email }))} maxLength={254} autoComplete="off" />
        <fieldset className="adm-fieldset">
          <legend>Redes sociales</legend>
          <p className="adm-muted">Toca un ícono para editar su enlace.</p>
          <ul className="adm-socials">
            {socials.map((social) => (
              <li key={social.key}>
                <button type="button" className="adm-social-btn" onClick={() => setEditing(social.key)} aria-label={`Editar enlace de ${social.name}`}>
                  {social.icon}
                </button>
                <span className="adm-socials__link">{info[social.key] || <span className="adm-muted">Sin enlace</span>}</span>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={!dirty || saving}>
            {saving && <Spinner inline label="Guardando" />} Save Changes
          </button>
        </div>
      </form>
      {editingSocial && (
        <EditLinkDialog
          network={editingSocial.name}
          value={info[editingSocial.key]}
          onClose={() => setEditing(null)}
          onSave={(link) => {
            setInfo((i) => ({ ...i, [editingSocial.key]: link }));
            setEditing(null);
          }}
        />
      )}
      <Snackbar message={snackbar.message} />
    </>
  );
}
