// adcontact: phone, e-mail and three social links; "Guardar cambios" only when something differs from the saved copy.
import { useState, type FormEvent, type ReactNode } from "react";
import { useLoaderData } from "react-router-dom";
import { contactInfoSchema } from "@autora/common/contract/pages.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { getContactInfo, saveContactInfo } from "../api";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "@/components/ui/SocialIcons";
import { FieldProblem } from "@/components/ui/FieldProblem";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import type { ContactInfo } from "@autora/common/contract/pages.ts";
import { EditLinkDialog, type Social } from "./EditLinkDialog";
import "./contact.css";

const socials: { key: Social; name: string; icon: ReactNode }[] = [
  { key: "youtube", name: "YouTube", icon: <YoutubeIcon size={28} /> },
  { key: "facebook", name: "Facebook", icon: <FacebookIcon size={28} /> },
  { key: "instagram", name: "Instagram", icon: <InstagramIcon size={28} /> },
];

const sameInfo = (a: ContactInfo, b: ContactInfo) =>
  (Object.keys(a) as (keyof ContactInfo)[]).every((key) => a[key] === b[key]);

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getContactInfo, "No se pudo cargar la información de contacto");

export default function ContactManagerPage({ title }: AdminScreenProps) {
  const stored = useLoaderData<typeof loader>();
  if (!stored.data) {
    return <FormMessage feedback={failure(stored.error)} />;
  }
  return <ContactForm title={title} initial={stored.data} />;
}

function ContactForm({ title, initial }: AdminScreenProps & { initial: ContactInfo }) {
  const [saved, setSaved] = useState(initial);
  const [info, setInfo] = useState(initial);
  const [editing, setEditing] = useState<Social | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation();
  const dirty = !sameInfo(info, saved);
  const editingSocial = socials.find((s) => s.key === editing);
  useUnsavedWarning(dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.pending || !dirty) return;
    const checked = contactInfoSchema.safeParse(info);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return mutation.refuse("Revisa los campos marcados: no se guardó nada.");
    }
    setErrors({});
    const result = await mutation.run(() => saveContactInfo(checked.data), {
      success: "¡Cambios guardados! La página de contacto ya los muestra.",
      failure: "No se pudo guardar la información de contacto. Intenta de nuevo.",
    });
    if (result) {
      setSaved(result);
      setInfo(result);
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">Lo que muestra la página de contacto.</p>
        </div>
      </div>
      <form className="adm-card adm-form adm-form--narrow" onSubmit={submit} noValidate>
        <TextField
          label="Teléfono"
          type="tel"
          value={info.phone}
          onChange={(phone) => setInfo((i) => ({ ...i, phone }))}
          maxLength={30}
          autoComplete="off"
          error={errors.phone}
        />
        <TextField
          label="Correo"
          type="email"
          value={info.email}
          onChange={(email) => setInfo((i) => ({ ...i, email }))}
          maxLength={254}
          autoComplete="off"
          error={errors.email}
        />
        <fieldset className="adm-fieldset">
          <legend>Redes sociales</legend>
          <p className="adm-muted">Toca un ícono para editar su enlace.</p>
          <ul className="adm-socials">
            {socials.map((social) => (
              <li key={social.key}>
                <button
                  type="button"
                  className="adm-social-btn"
                  onClick={() => setEditing(social.key)}
                  aria-label={`Editar enlace de ${social.name}`}
                >
                  {social.icon}
                </button>
                <span className="adm-socials__link">
                  {info[social.key] || <span className="adm-muted">Sin enlace</span>}
                  <FieldProblem id={`social-${social.key}-problem`} message={errors[social.key]} />
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={!dirty || mutation.pending}>
            {mutation.pending && <Spinner inline label="Guardando" />} Guardar cambios
          </button>
        </div>
      </form>
      {editingSocial && (
        <EditLinkDialog
          social={editingSocial.key}
          network={editingSocial.name}
          value={info[editingSocial.key]}
          onClose={() => setEditing(null)}
          onSave={(link) => {
            setInfo((i) => ({ ...i, [editingSocial.key]: link }));
            setErrors(({ [editingSocial.key]: _fixed, ...rest }) => rest);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
