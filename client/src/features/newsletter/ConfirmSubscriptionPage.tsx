// /newsletter/confirm?token=...: the confirmation link of the double opt-in. Opening it confirms.
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { FormMessage } from "@/components/ui/FormMessage";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmSubscription } from "./api";
import "./newsletter.css";

/** Confirms with the link's token; the page says how it went. */
export const loader = ({ request }: LoaderFunctionArgs): Promise<{ kind: "ok" | "error"; text: string }> =>
  confirmSubscription(new URL(request.url).searchParams.get("token") ?? "").then(
    (text) => ({ kind: "ok", text }),
    (error: unknown) => ({ kind: "error", text: apiErrorMessage(error, "No pudimos confirmar tu suscripción. Intenta de nuevo.") }),
  );

export default function ConfirmSubscriptionPage() {
  usePageMeta("Confirmar suscripción");
  const result = useLoaderData<typeof loader>();

  return (
    <section className="container newsletter-page">
      <div className="card newsletter-page__card">
        <h1>Boletín</h1>
        <FormMessage feedback={{ tone: result.kind, text: result.text }} />
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}
