// admainpage: the texts of the home page (GET/PUT /api/site-content).
import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../../lib/api-client";
import { showAlert } from "../../../lib/alerts";
import { getSiteContent, saveSiteContent } from "../api/siteContent";
import { Snackbar } from "../components/Snackbar";
import { Spinner } from "../components/Spinner";
import { TextField } from "../components/TextField";
import { usePageTitle } from "../hooks/usePageTitle";
import { useResource } from "../hooks/useResource";
import { useTimedMessage } from "../../../lib/useTimedMessage";
import type { SiteContent } from "../types";

const fields: { key: keyof SiteContent; label: string; multiline?: boolean; maxLength: number }[] = [
  { key: "introTitle", label: "Título de introducción", maxLength: 200 },
  { key: "authorName", label: "Nombre de la autora", maxLength: 120 },
  { key: "authorTitle", label: "Título de la autora", maxLength: 120 },
  { key: "mainTitle", label: "Título principal", maxLength: 200 },
  { key: "subtitle", label: "Subtítulo", multiline: true, maxLength: 2000 },
];

export default function MainPageEditor() {
  usePageTitle("Página principal");
  const stored = useResource(getSiteContent, "No se pudo cargar el contenido de la página principal");
  if (stored.loading && !stored.data) return <p className="adm-muted">Cargando contenido...</p>;
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
            {saving && <Spinner label="Guardando" />} Save Changes
          </button>
        </div>
      </form>
      <Snackbar message={snackbar.message} />
    </>
  );
}
