// /newsletter/confirm?token=...: the confirmation link of the double opt-in. Opening it confirms.
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { FormMessage } from "@/components/ui/FormMessage";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { load, type Loaded } from "@/lib/load";
import { confirmSubscription } from "./api";
import "./newsletter.css";

/** Confirms with the link's token: the server's words, or why it could not confirm; the page says how it went. */
export const loader = ({ request }: LoaderFunctionArgs): Promise<Loaded<string>> =>
  load(() => confirmSubscription(new URL(request.url).searchParams.get("token") ?? ""), "No pudimos confirmar tu suscripción. Intenta de nuevo.");

export default function ConfirmSubscriptionPage() {
  usePageMeta("Confirmar suscripción");
  const { data: confirmed, error } = useLoaderData<typeof loader>();

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Boletín</h1>
        <FormMessage feedback={confirmed === null ? { tone: "error", text: error ?? "" } : { tone: "ok", text: confirmed }} />
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
