// /aviso-de-privacidad, /terminos and /devoluciones: the text the administrator wrote (or the server's template), with
// its last update date, from the route's loader (rendered on the server for the first paint).
import { useLoaderData, useLocation } from "react-router-dom";
import { isLegalSlug, LEGAL_PAGES, type LegalPage as LegalPageData, type LegalSlug } from "@autora/common/contract/legal-pages.ts";
import { formatMexicoCity } from "@autora/common/format.ts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { LegalText } from "@/components/ui/LegalText";
import type { Loaded } from "@/lib/load";
import "./legal.css";

export default function LegalPage() {
  const { pathname } = useLocation();
  const slug: LegalSlug = isLegalSlug(pathname.slice(1)) ? (pathname.slice(1) as LegalSlug) : "aviso-de-privacidad";
  return <LegalPageContent key={slug} slug={slug} />;
}

function LegalPageContent({ slug }: { slug: LegalSlug }) {
  const { data: page, error } = useLoaderData<Loaded<LegalPageData>>();
  const fallbackTitle = LEGAL_PAGES.find((p) => p.slug === slug)!.title;

  return (
    <article className="container legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{page?.title ?? fallbackTitle}</h1>
      {page ? (
        <>
          <p className="legal-page__updated">
            Última actualización: <time dateTime={page.updatedAt}>{formatMexicoCity(page.updatedAt, { time: false })}</time>
          </p>
          <div className="legal-page__body">
            <LegalText text={page.body} />
          </div>
        </>
      ) : (
        <FormMessage feedback={failure(error)} />
      )}
    </article>
  );
}
