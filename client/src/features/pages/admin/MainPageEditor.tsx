// admainpage: the texts of the home page (GET/PUT /api/site-content).
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router-dom";
import { siteContentSchema } from "@autora/common/contract/pages.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { getSiteContent, saveSiteContent } from "../api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import type { SiteContent } from "@autora/common/contract/pages.ts";

const fields: { key: keyof SiteContent; label: string; multiline?: boolean; maxLength: number }[] = [
  { key: "introTitle", label: "Título de introducción", maxLength: 200 },
  { key: "authorName", label: "Nombre de la autora", maxLength: 120 },
  { key: "authorTitle", label: "Título de la autora", maxLength: 120 },
  { key: "mainTitle", label: "Título de la biografía", maxLength: 200 },
  { key: "subtitle", label: "Biografía breve (la de la página principal)", multiline: true, maxLength: 2000 },
];

const sameContent = (a: SiteContent, b: SiteContent) => fields.every(({ key }) => a[key] === b[key]);

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getSiteContent, "No se pudo cargar el contenido de la página principal");

export default function MainPageEditor({ title }: AdminScreenProps) {
  const stored = useLoaderData<typeof loader>();
  if (!stored.data) {
    return <FormMessage feedback={failure(stored.error)} />;
  }
  return <SiteContentForm title={title} initial={stored.data} />;
}

function SiteContentForm({ title, initial }: AdminScreenProps & { initial: SiteContent }) {
  const [saved, setSaved] = useState(initial);
  const [content, setContent] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation();
  useUnsavedWarning(!sameContent(content, saved));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.pending) return;
    const checked = siteContentSchema.safeParse(content);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return mutation.refuse("Revisa los campos marcados: no se guardó nada.");
    }
    setErrors({});
    const result = await mutation.run(() => saveSiteContent(checked.data), {
      success: "Cambios guardados: la página principal ya los muestra.",
    });
    if (result) {
      setSaved(result);
      setContent(result);
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">Textos del inicio del sitio.</p>
        </div>
      </div>
      <form className="adm-card adm-form adm-form--narrow" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            value={content[field.key]}
            onChange={(value) => setContent((c) => ({ ...c, [field.key]: value }))}
            multiline={field.multiline}
            maxLength={field.maxLength}
            error={errors[field.key]}
            required
          />
        ))}
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={mutation.pending}>
            {mutation.pending && <Spinner inline label="Guardando" />} Guardar cambios
          </button>
        </div>
      </form>
    </>
  );
}
