// Páginas legales: the administrator edits the privacy notice, the terms and the returns policy (title and text in a
// small format: ## headings, - lists, **bold**, [links](...)), with a preview as the public page will show it. What she
// types in one tab stays while she looks at another; leaving the screen with unsaved changes asks first.
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { legalPageInputSchema } from "@autora/common/contract/legal.ts";
import {
  LEGAL_BODY_MAX,
  LEGAL_PAGES,
  LEGAL_TITLE_MAX,
  type LegalPage,
  type LegalSlug,
} from "@autora/common/contract/legal-pages.ts";
import { formatDateTime } from "@autora/common/format.ts";
import { AUTHOR_TEXT_HELP } from "@autora/common/author-text.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { getLegalPage, saveLegalPage } from "../api";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { LegalText } from "@/components/ui/LegalText";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import "./legal.css";

const TAB_LABELS: Record<LegalSlug, string> = {
  "aviso-de-privacidad": "Privacidad",
  terminos: "Términos",
  devoluciones: "Devoluciones",
};

type Draft = { title: string; body: string };
const draftOf = (page: LegalPage | null): Draft => ({ title: page?.title ?? "", body: page?.body ?? "" });

/** The three pages at once, so that changing tabs shows the next one without waiting. */
export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  Promise.all(LEGAL_PAGES.map(({ slug }) => loadForAdmin(() => getLegalPage(slug), "No se pudo cargar la página")));

export default function LegalPagesEditor({ title }: AdminScreenProps) {
  const loaded = useLoaderData<typeof loader>();
  const [active, setActive] = useState<LegalSlug>("aviso-de-privacidad");
  const [saved, setSaved] = useState(
    () =>
      Object.fromEntries(LEGAL_PAGES.map(({ slug }, i) => [slug, loaded[i].data])) as Record<
        LegalSlug,
        LegalPage | null
      >,
  );
  const [drafts, setDrafts] = useState(
    () => Object.fromEntries(LEGAL_PAGES.map(({ slug }) => [slug, draftOf(saved[slug])])) as Record<LegalSlug, Draft>,
  );
  const tabRefs = useRef<Partial<Record<LegalSlug, HTMLButtonElement | null>>>({});
  const unsaved = (slug: LegalSlug) =>
    saved[slug] !== null && (drafts[slug].title !== saved[slug].title || drafts[slug].body !== saved[slug].body);
  useUnsavedWarning(LEGAL_PAGES.some(({ slug }) => unsaved(slug)));

  function onKeyDown(event: KeyboardEvent) {
    const index = LEGAL_PAGES.findIndex((page) => page.slug === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = LEGAL_PAGES[(index + step + LEGAL_PAGES.length) % LEGAL_PAGES.length].slug;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  const activeIndex = LEGAL_PAGES.findIndex((page) => page.slug === active);
  const page = saved[active];
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Aviso de privacidad, términos y condiciones de venta y política de devoluciones que se muestran al pie de
            cada página.
          </p>
        </div>
      </div>
      <div role="tablist" aria-label="Páginas legales" className="adm-tabs adm-tabs--scroll" onKeyDown={onKeyDown}>
        {LEGAL_PAGES.map(({ slug }) => (
          <button
            key={slug}
            ref={(el) => {
              tabRefs.current[slug] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${slug}`}
            aria-selected={active === slug}
            aria-controls={`panel-${slug}`}
            tabIndex={active === slug ? 0 : -1}
            className="adm-tab"
            onClick={() => setActive(slug)}
          >
            {TAB_LABELS[slug]}
            {unsaved(slug) && (
              <span className="adm-legal__unsaved" title="Cambios sin guardar">
                <span aria-hidden="true"> •</span>
                <span className="sr-only"> (cambios sin guardar)</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="adm-tabpanel">
        {page ? (
          <LegalPageForm
            key={active}
            page={page}
            draft={drafts[active]}
            onDraft={(draft) => setDrafts((all) => ({ ...all, [active]: draft }))}
            onSaved={(stored) => {
              setSaved((all) => ({ ...all, [stored.slug]: stored }));
              setDrafts((all) => ({ ...all, [stored.slug]: draftOf(stored) }));
            }}
          />
        ) : (
          <FormMessage feedback={failure(loaded[activeIndex].error)} />
        )}
      </div>
    </>
  );
}

interface LegalPageFormProps {
  page: LegalPage;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onSaved: (page: LegalPage) => void;
}

function LegalPageForm({ page, draft, onDraft, onSaved }: LegalPageFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation();
  const dirty = draft.title !== page.title || draft.body !== page.body;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.pending) return;
    const checked = legalPageInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return mutation.refuse("Revisa los campos marcados: no se guardó nada.");
    }
    setErrors({});
    const stored = await mutation.run(() => saveLegalPage(page.slug, checked.data), {
      success: "Cambios guardados: la página ya los muestra.",
    });
    if (stored) onSaved(stored);
  }

  return (
    <div className="adm-legal">
      <form className="adm-card adm-form" onSubmit={submit} noValidate>
        <p className="adm-muted">
          Última actualización: {formatDateTime(page.updatedAt)} · <Link to={`/${page.slug}`}>Ver la página</Link>
        </p>
        <TextField
          label="Título"
          value={draft.title}
          onChange={(title) => onDraft({ ...draft, title })}
          maxLength={LEGAL_TITLE_MAX}
          error={errors.title}
          required
        />
        <div className="adm-field">
          <label htmlFor="legal-body">Texto</label>
          <textarea
            id="legal-body"
            value={draft.body}
            onChange={(event) => onDraft({ ...draft, body: event.target.value })}
            rows={22}
            maxLength={LEGAL_BODY_MAX}
            required
            {...problemAttributes("legal-body-problem", errors.body, "legal-body-hint")}
          />
          <FieldProblem id="legal-body-problem" message={errors.body} />
          <small id="legal-body-hint" className="adm-field__hint">
            {AUTHOR_TEXT_HELP} Revisa que el domicilio y los datos de contacto sean los tuyos.
          </small>
        </div>
        <FormMessage feedback={mutation.feedback} />
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn" disabled={mutation.pending || !dirty}>
            {mutation.pending && <Spinner inline label="Guardando" />} Guardar cambios
          </button>
        </div>
      </form>
      <section className="adm-card adm-legal__preview" aria-labelledby="legal-preview-title">
        <h2 id="legal-preview-title" className="adm-muted">
          Vista previa
        </h2>
        <div className="adm-legal__page">
          <p className="adm-legal__title">{draft.title}</p>
          <LegalText text={draft.body} />
        </div>
      </section>
    </div>
  );
}
