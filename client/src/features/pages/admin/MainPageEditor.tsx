// admainpage: the texts of the home page (GET/PUT /api/site-content).
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router-dom";
import { siteContentSchema } from "@autora/common/contract/pages.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { getSiteContent, saveSiteContent } from "../home/api";
import { Snackbar } from "@/components/ui/Snackbar";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import { useTimedMessage } from "@/lib/useTimedMessage";
import type { SiteContent } from "@autora/common/contract/pages.ts";

const fields: { key: keyof SiteContent; label: string; multiline?: boolean; maxLength: number }[] = [
  { key: "introTitle", label: "Título de introducción", maxLength: 200 },
  { key: "authorName", label: "Nombre de la autora", maxLength: 120 },
  { key: "authorTitle", label: "Título de la autora", maxLength: 120 },
  { key: "mainTitle", label: "Título principal", maxLength: 200 },
  { key: "subtitle", label: "Subtítulo", multiline: true, maxLength: 2000 },
];

export const loader = () => loadForAdmin(getSiteContent, "No se pudo cargar el contenido de la página principal");

export default function MainPageEditor() {
  usePageMeta("Página principal", { site: "Administración" });
  const stored = useLoaderData<typeof loader>();
  if (!stored.data) {
    return (
      <p className="adm-error" role="alert">
        {stored.error}
      </p>
    );
  }
  return <SiteContentForm initial={stored.data} />;
}

function SiteContentForm({ initial }: { initial: SiteContent }) {
  const [content, setContent] = useState(initial);
  const [saving, setSaving] = useState(false);
  const snackbar = useTimedMessage(3000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = siteContentSchema.safeParse(content);
    if (!checked.success) return showAlert("error", "No se pudieron guardar los cambios", checked.error.issues[0].message);
    setSaving(true);
    try {
      setContent(await saveSiteContent(content));
      snackbar.show("Cambios guardados: la página principal ya los muestra.");
    } catch (error) {
      await showAlert("error", "No se pudieron guardar los cambios", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Página principal</h1>
          <p className="adm-muted">Textos del inicio del sitio.</p>
        </div>
      </div>
      <form className="adm-card adm-form adm-form--narrow" onSubmit={submit}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            value={content[field.key]}
            onChange={(value) => setContent((c) => ({ ...c, [field.key]: value }))}
            multiline={field.multiline}
            maxLength={field.maxLength}
            required
          />
        ))}
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={saving}>
            {saving && <Spinner inline label="Guardando" />} Save Changes
          </button>
        </div>
      </form>
      <Snackbar message={snackbar.message} />
    </>
  );
}
