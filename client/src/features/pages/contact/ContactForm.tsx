// 'Escríbeme': name, e-mail, message and the privacy consent. The contract's schema checks them before sending (loaded
// on the first submit, so the page's first download does without the validation library) and its Spanish messages
// show next to each field. A hidden field catches programs that fill in every field (the server drops their message).
import { useRef, useState, type FormEvent } from "react";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import { FormMessage } from "@/components/ui/FormMessage";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { useHydrated } from "@/components/ui/useHydrated";
import { fieldErrors } from "@/lib/field-errors";
import { useMutation } from "@/lib/useMutation";
import { sendContactMessage } from "../api";

type Field = "nombre" | "email" | "mensaje" | "aceptaPrivacidad";
/** In the order of the form: the first one with a problem gets the focus. */
const FIELDS: Field[] = ["nombre", "email", "mensaje", "aceptaPrivacidad"];
const EMPTY = { nombre: "", email: "", mensaje: "" };
const FAILED = "No se pudo enviar tu mensaje. Intenta de nuevo en unos minutos.";

export function ContactForm() {
  // Until the app has started, the button waits: a plain HTML submit would leave the page and lose the message.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation();
  const sending = mutation.pending;

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    mutation.clear();
    const { contactMessageSchema } = await import("@autora/common/contract/pages-contact-message.ts");
    const checked = contactMessageSchema.safeParse({
      ...values,
      aceptaPrivacidad: consent,
      ...(trap ? { sitioWeb: trap } : {}),
    });
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const thanks = await mutation.run(() => sendContactMessage(checked.data), {
      success: (text) => text,
      failure: FAILED,
      revalidate: false,
    });
    if (thanks === undefined) return;
    setValues(EMPTY);
    setConsent(false);
  }

  /** The attributes that tie a field to its message. */
  const described = (field: Field) => problemAttributes(`contact-${field}-error`, errors[field]);
  const message = (field: Field) => <FieldProblem id={`contact-${field}-error`} message={errors[field]} />;

  return (
    <section className="container contact-write" aria-labelledby="contact-write-title">
      <div className="card contact-write__card">
        <h2 id="contact-write-title">Escríbeme</h2>
        <p className="muted">Cuéntame de tu proyecto, tu escuela o tu librería. Te respondo a tu correo.</p>
        {/* noValidate: the contract's Spanish messages replace the browser's bubbles */}
        <form ref={form} className="contact-form" onSubmit={onSubmit} noValidate>
          <div className="contact-form__row">
            <div className="field">
              <label htmlFor="contact-nombre">Nombre</label>
              <input
                id="contact-nombre"
                name="nombre"
                value={values.nombre}
                onChange={(e) => edit("nombre")(e.target.value)}
                autoComplete="name"
                maxLength={120}
                {...described("nombre")}
              />
              {message("nombre")}
            </div>
            <div className="field">
              <label htmlFor="contact-email">Correo electrónico</label>
              <input
                id="contact-email"
                name="email"
                type="email"
                value={values.email}
                onChange={(e) => edit("email")(e.target.value)}
                autoComplete="email"
                maxLength={254}
                {...described("email")}
              />
              {message("email")}
            </div>
          </div>
          <div className="field">
            <label htmlFor="contact-mensaje">Mensaje</label>
            <textarea
              id="contact-mensaje"
              name="mensaje"
              rows={6}
              value={values.mensaje}
              onChange={(e) => edit("mensaje")(e.target.value)}
              maxLength={5000}
              {...described("mensaje")}
            />
            {message("mensaje")}
          </div>
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor="contact-sitio">Tu sitio web (déjalo vacío)</label>
            <input
              id="contact-sitio"
              name="sitioWeb"
              value={trap}
              onChange={(e) => setTrap(e.target.value)}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <PrivacyConsent
            id="contact-privacy"
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setErrors((current) => ({ ...current, aceptaPrivacidad: undefined }));
            }}
            problem={errors.aceptaPrivacidad}
          />
          <button type="submit" className="btn btn-primary" disabled={!hydrated || sending}>
            {sending ? "Enviando..." : "Enviar mensaje"}
          </button>
          <FormMessage feedback={mutation.feedback} />
        </form>
      </div>
    </section>
  );
}
