// sobre-mi: the about page as the author writes it: the quote, the biography, the portrait, the values, the reasons to
// work with her and the testimonials. The contract's schema checks the texts before saving; its messages show next
// to each field.
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router-dom";
import { ABOUT_LIMITS, aboutContentSchema } from "@autora/common/contract/pages-about.ts";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { getAbout, saveAbout, type AboutContent, type AboutContentInput } from "../api";
import { ListFieldset } from "./ListFieldset";
import { PortraitCard } from "./PortraitCard";
import "./about.css";

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getAbout, "No se pudo cargar la página Sobre mí");

export default function AboutEditor({ title }: AdminScreenProps) {
  const stored = useLoaderData<typeof loader>();
  if (!stored.data) {
    return <FormMessage feedback={failure(stored.error)} />;
  }
  return <AboutForm title={title} initial={stored.data} />;
}

const textsOf = ({ portraitUrl: _url, ...texts }: AboutContent): AboutContentInput => texts;

/** The page's lists the author edits item by item. */
type ListKey = "values" | "reasons" | "testimonials";

function AboutForm({ title, initial }: AdminScreenProps & { initial: AboutContent }) {
  const [saved, setSaved] = useState(() => textsOf(initial));
  const [texts, setTexts] = useState(saved);
  const [portraitUrl, setPortraitUrl] = useState(initial.portraitUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation();
  const saving = mutation.pending;
  useUnsavedWarning(JSON.stringify(texts) !== JSON.stringify(saved));

  const set = <K extends keyof AboutContentInput>(key: K, value: AboutContentInput[K]) =>
    setTexts((current) => ({ ...current, [key]: value }));
  /** Changes one item of a list. */
  const setItem = <K extends ListKey>(key: K, index: number, item: AboutContentInput[K][number]) =>
    set(key, texts[key].map((old, i) => (i === index ? item : old)) as AboutContentInput[K]);
  const removeItem = <K extends ListKey>(key: K, index: number) =>
    set(key, texts[key].filter((_: unknown, i: number) => i !== index) as AboutContentInput[K]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = aboutContentSchema.safeParse(texts);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return mutation.refuse("Revisa los campos marcados: no se guardó nada.");
    }
    setErrors({});
    const result = await mutation.run(() => saveAbout(checked.data), {
      success: "Cambios guardados: la página Sobre mí ya los muestra.",
    });
    if (result) {
      setSaved(textsOf(result));
      setTexts(textsOf(result));
    }
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Lo que muestra la página Sobre mí: tu cita, tu historia, tu retrato, tus valores y lo que dicen de tu
            trabajo.
          </p>
        </div>
        <a className="adm-btn adm-btn--ghost" href="/about" target="_blank" rel="noreferrer">
          Ver la página
        </a>
      </div>
      <div className="adm-about">
        <PortraitCard
          portraitUrl={portraitUrl}
          alt={texts.portraitAlt}
          onSaved={(about) => setPortraitUrl(about.portraitUrl)}
        />
        <form className="adm-card adm-form" onSubmit={submit} noValidate aria-label="Textos de Sobre mí">
          <TextField
            label="Cita"
            value={texts.quote}
            onChange={(v) => set("quote", v)}
            multiline
            rows={2}
            maxLength={300}
            error={errors.quote}
          />
          <TextField
            label="Cómo llegué aquí (biografía)"
            value={texts.biography}
            onChange={(v) => set("biography", v)}
            multiline
            rows={10}
            maxLength={6000}
            hint="Separa los párrafos con una línea en blanco."
            error={errors.biography}
          />
          <TextField
            label="Descripción del retrato"
            value={texts.portraitAlt}
            onChange={(v) => set("portraitAlt", v)}
            maxLength={200}
            hint="Lo que muestra la imagen, para quien no puede verla."
            error={errors.portraitAlt}
          />

          <ListFieldset
            legend="Mis valores"
            items={texts.values}
            max={ABOUT_LIMITS.values}
            itemName="valor"
            error={errors.values}
            onAdd={() => set("values", [...texts.values, { title: "", text: "" }])}
            onRemove={(i) => removeItem("values", i)}
            renderItem={(value, i) => (
              <div className="adm-stack">
                <TextField
                  label={`Valor ${i + 1}: título`}
                  value={value.title}
                  onChange={(title) => setItem("values", i, { ...value, title })}
                  maxLength={60}
                  error={errors[`values.${i}.title`]}
                />
                <TextField
                  label={`Valor ${i + 1}: texto`}
                  value={value.text}
                  onChange={(text) => setItem("values", i, { ...value, text })}
                  multiline
                  rows={3}
                  maxLength={400}
                  error={errors[`values.${i}.text`]}
                />
              </div>
            )}
          />

          <ListFieldset
            legend="Por qué trabajar conmigo"
            items={texts.reasons}
            max={ABOUT_LIMITS.reasons}
            itemName="razón"
            error={errors.reasons}
            onAdd={() => set("reasons", [...texts.reasons, ""])}
            onRemove={(i) => removeItem("reasons", i)}
            renderItem={(reason, i) => (
              <TextField
                label={`Razón ${i + 1}`}
                value={reason}
                onChange={(v) => setItem("reasons", i, v)}
                multiline
                rows={2}
                maxLength={300}
                error={errors[`reasons.${i}`]}
              />
            )}
          />

          <ListFieldset
            legend="Lo que dicen de mi trabajo"
            hint="Sin testimonios, la página no muestra esta sección."
            items={texts.testimonials}
            max={ABOUT_LIMITS.testimonials}
            itemName="testimonio"
            error={errors.testimonials}
            onAdd={() => set("testimonials", [...texts.testimonials, { name: "", job: "", text: "" }])}
            onRemove={(i) => removeItem("testimonials", i)}
            renderItem={(item, i) => (
              <div className="adm-stack">
                <div className="adm-form-grid">
                  <TextField
                    label={`Testimonio ${i + 1}: nombre`}
                    value={item.name}
                    onChange={(name) => setItem("testimonials", i, { ...item, name })}
                    maxLength={80}
                    error={errors[`testimonials.${i}.name`]}
                  />
                  <TextField
                    label={`Testimonio ${i + 1}: a qué se dedica`}
                    value={item.job}
                    onChange={(job) => setItem("testimonials", i, { ...item, job })}
                    maxLength={80}
                    error={errors[`testimonials.${i}.job`]}
                  />
                </div>
                <TextField
                  label={`Testimonio ${i + 1}: texto`}
                  value={item.text}
                  onChange={(text) => setItem("testimonials", i, { ...item, text })}
                  multiline
                  rows={3}
                  maxLength={600}
                  error={errors[`testimonials.${i}.text`]}
                />
              </div>
            )}
          />

          <FormMessage feedback={mutation.feedback} />
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn" disabled={saving}>
              {saving && <Spinner inline label="Guardando" />} Guardar cambios
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
