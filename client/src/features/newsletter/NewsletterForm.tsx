// Newsletter signup: 'Cargando...' while sending, then the server's message or the error.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormMessage } from "@/components/ui/FormMessage";
import { useMutation } from "@/lib/useMutation";
import { subscribe } from "./api";

export const NEWSLETTER_TEXTS = {
  empty: "Por favor, ingresa un correo",
  invalid: "Por favor, ingresa un correo válido",
  failure: "Hubo un error al suscribirse. Intenta de nuevo.",
} as const;

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const mutation = useMutation();
  const sending = mutation.pending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const value = email.trim();
    if (!value) return mutation.refuse(NEWSLETTER_TEXTS.empty);
    if (input.validity.typeMismatch) return mutation.refuse(NEWSLETTER_TEXTS.invalid);
    // Any failure reads the same words (whatever the server said): the signup tells nobody more than that.
    const said = await mutation.run(
      () => subscribe(value).catch(() => Promise.reject(new Error(NEWSLETTER_TEXTS.failure))),
      {
        success: (message) => message,
        failure: NEWSLETTER_TEXTS.failure,
        revalidate: false,
      },
    );
    if (said !== undefined) setEmail("");
  }

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Suscríbete al boletín</h2>
      <p>Presentaciones, talleres y nuevas historias de artesanas y artesanos, directo en tu correo.</p>
      {/* noValidate: the Spanish messages below replace the browser's bubbles */}
      <form className="newsletter__form" onSubmit={onSubmit} noValidate data-replay>
        <label htmlFor={`${id}-email`} className="sr-only">
          Correo electrónico
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="tucorreo@ejemplo.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-message`}
          className="input"
        />
        <button type="submit" className="btn btn-accent" disabled={sending}>
          {sending ? "Cargando..." : "Suscribirme"}
        </button>
      </form>
      <FormMessage id={`${id}-message`} className="newsletter__message" feedback={mutation.feedback} />
      <p className="newsletter__privacy">
        Usamos tu correo solo para enviarte el boletín; puedes darte de baja cuando quieras. Consulta nuestro{" "}
        <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
      </p>
    </section>
  );
}
