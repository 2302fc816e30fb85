// Páginas legales: the administrator edits the privacy notice, the terms and the returns policy (title and text in a
// small format: ## headings, - lists, **bold**, [links](...)), with a preview as the public page will show it.
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router-dom";
import { legalPageInputSchema } from "@autora/common/contract/legal.ts";
import { LEGAL_BODY_MAX, LEGAL_PAGES, LEGAL_TITLE_MAX, type LegalPage, type LegalSlug } from "@autora/common/contract/legal-pages.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { formatDateTime } from "@autora/common/format.ts";
import { useTimedMessage } from "@/lib/useTimedMessage";
import { getLegalPage, saveLegalPage } from "@/features/legal";
import { LegalText } from "@/components/ui/LegalText";
import { Snackbar } from "@/components/ui/Snackbar";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin, type Loaded } from "@/features/admin";

const TAB_LABELS: Record<LegalSlug, string> = { "aviso-de-privacidad": "Privacidad", terminos: "Términos", devoluciones: "Devoluciones" };

/** The three pages at once, so that changing tabs shows the next one without waiting. */
export const loader = () => Promise.all(LEGAL_PAGES.map(({ slug }) => loadForAdmin(() => getLegalPage(slug), "No se pudo cargar la página")));

export default function LegalPagesEditor() {
  usePageMeta("Páginas legales", { site: "Administración" });
  const pages = useLoaderData<typeof loader>();
  const [active, setActive] = useState<LegalSlug>("aviso-de-privacidad");
  const tabRefs = useRef<Partial<Record<LegalSlug, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = LEGAL_PAGES.findIndex((page) => page.slug === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = LEGAL_PAGES[(index + step + LEGAL_PAGES.length) % LEGAL_PAGES.length].slug;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Páginas legales</h1>
          <p className="adm-muted">Aviso de privacidad, términos y condiciones de venta y política de devoluciones que se muestran al pie de cada página.</p>
        </div>
      </div>
      <div role="tablist" aria-label="Páginas legales" className="adm-tabs adm-tabs--scroll" onKeyDown={onKeyDown}>
        {LEGAL_PAGES.map((page) => (
          <button
            key={page.slug}
            ref={(el) => {
              tabRefs.current[page.slug] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${page.slug}`}
            aria-selected={active === page.slug}
            aria-controls={`panel-${page.slug}`}
            tabIndex={active === page.slug ? 0 : -1}
            className="adm-tab"
            onClick={() => setActive(page.slug)}
          >
            {TAB_LABELS[page.slug]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="adm-tabpanel">
        <LegalPageTab key={active} stored={pages[LEGAL_PAGES.findIndex((page) => page.slug === active)]} />
      </div>
    </>
  );
}

function LegalPageTab({ stored }: { stored: Loaded<LegalPage> }) {
  if (!stored.data) {
    return (
      <p className="adm-error" role="alert">
        {stored.error}
      </p>
    );
  }
  return <LegalPageForm initial={stored.data} />;
}

function LegalPageForm({ initial }: { initial: LegalPage }) {
  const [saved, setSaved] = useState(initial);
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [saving, setSaving] = useState(false);
  const snackbar = useTimedMessage(3000);
  const { revalidate } = useRevalidator();
  const dirty = title !== saved.title || body !== saved.body;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = legalPageInputSchema.safeParse({ title, body });
    if (!checked.success) return showAlert("error", "No se pudieron guardar los cambios", checked.error.issues[0].message);
    setSaving(true);
    try {
      const page = await saveLegalPage(saved.slug, { title, body });
      setSaved(page);
      setTitle(page.title);
      setBody(page.body);
      snackbar.show("Cambios guardados: la página ya los muestra.");
      void revalidate(); // so that coming back to this tab shows what was saved
    } catch (error) {
      await showAlert("error", "No se pudieron guardar los cambios", apiErrorMessage(error, "Intenta de nuevo."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="adm-legal">
      <form className="adm-card adm-form" onSubmit={submit}>
        <p className="adm-muted">
          Última actualización: {formatDateTime(saved.updatedAt)} · <Link to={`/${saved.slug}`}>Ver la página</Link>
        </p>
        <TextField label="Título" value={title} onChange={setTitle} maxLength={LEGAL_TITLE_MAX} required />
        <div className="adm-field">
          <label htmlFor="legal-body">Texto</label>
          <textarea id="legal-body" value={body} onChange={(event) => setBody(event.target.value)} rows={22} maxLength={LEGAL_BODY_MAX} required aria-describedby="legal-body-hint" />
          <small id="legal-body-hint" className="adm-field__hint">
            Formato: una línea en blanco separa los párrafos; «## » al inicio de una línea hace un título y «### » un subtítulo; «- » un elemento de lista y
            «1. » una lista numerada; **texto** en negritas; [texto](https://…) un enlace (también mailto:, tel: o /pagina). Revisa que el domicilio y
            los datos de contacto sean los tuyos.
          </small>
        </div>
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={saving || !dirty}>
            {saving && <Spinner inline label="Guardando" />} Guardar cambios
          </button>
        </div>
      </form>
      <section className="adm-card adm-legal__preview" aria-labelledby="legal-preview-title">
        <h2 id="legal-preview-title" className="adm-muted">
          Vista previa
        </h2>
        <div className="adm-legal__page">
          <p className="adm-legal__title">{title}</p>
          <LegalText text={body} />
        </div>
      </section>
      <Snackbar message={snackbar.message} />
    </div>
  );
}
