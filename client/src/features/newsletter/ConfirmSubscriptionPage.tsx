// /newsletter/confirm?token=...: the confirmation link of the double opt-in. Opening it confirms.
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { load, type Loaded } from "@/lib/load";
import { INVALID_NEWSLETTER_LINK, newsletterTokenSchema } from "@autora/common/contract/newsletter.ts";
import { confirmSubscription } from "./api";
import "./newsletter.css";

/**
 * Confirms with the link's token: the server's words, or why it could not confirm; the page says how it went. A link
 * without a valid token asks the server nothing.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded<string>> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!newsletterTokenSchema.safeParse({ token }).success) return { data: null, error: INVALID_NEWSLETTER_LINK };
  return load(() => confirmSubscription(token), "No pudimos confirmar tu suscripción. Intenta de nuevo.");
}

export default function ConfirmSubscriptionPage() {
  const { data: confirmed, error } = useLoaderData<typeof loader>();

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Boletín</h1>
        <FormMessage feedback={confirmed === null ? failure(error) : { tone: "ok", text: confirmed }} />
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
