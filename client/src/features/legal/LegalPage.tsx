// /aviso-de-privacidad, /terminos and /devoluciones: the text the administrator wrote (or the server's template), with
// its last update date, from the route's loader (rendered on the server for the first paint).
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router-dom";
import { isLegalSlug, LEGAL_PAGES, type LegalSlug } from "@autora/common/contract/legal-pages.ts";
import { firstParagraphText } from "@autora/common/author-text.ts";
import { authorOf, clipDescription, text, titled, type HeadFunction } from "@autora/common/page-heads.ts";
import { formatMexicoCity } from "@autora/common/format.ts";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { LegalText } from "@/components/ui/LegalText";
import { load, notFound } from "@/lib/load";
import { getLegalPage } from "./api";
import "./legal.css";

/** The legal page the address names (/aviso-de-privacidad, /terminos, /devoluciones). */
export function loader({ request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  if (!isLegalSlug(slug)) throw notFound();
  return load(() => getLegalPage(slug), "No se pudo cargar la página. Intenta de nuevo más tarde.");
}

/** Its own title and first paragraph. */
export const head: HeadFunction<typeof loader> = ({ site, data, path }) => {
  const page = data?.data;
  const fallbackTitle =
    LEGAL_PAGES.find((legal) => legal.slug === path.replace(/\/+$/, "").slice(1))?.title ?? "Información legal";
  return {
    title: titled(text(page?.title) ?? fallbackTitle, site),
    description:
      (page?.body && clipDescription(firstParagraphText(page.body))) ||
      `${fallbackTitle} de la tienda de ${authorOf(site)}.`,
    type: "website",
  };
};

export default function LegalPage() {
  const { pathname } = useLocation();
  const slug: LegalSlug = isLegalSlug(pathname.slice(1)) ? (pathname.slice(1) as LegalSlug) : "aviso-de-privacidad";
  return <LegalPageContent key={slug} slug={slug} />;
}

function LegalPageContent({ slug }: { slug: LegalSlug }) {
  const { data: page, error } = useLoaderData<typeof loader>();
  const fallbackTitle = LEGAL_PAGES.find((p) => p.slug === slug)!.title;

  return (
    <article className="container legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{page?.title ?? fallbackTitle}</h1>
      {page ? (
        <>
          <p className="legal-page__updated">
            Última actualización:{" "}
            <time dateTime={page.updatedAt}>{formatMexicoCity(page.updatedAt, { time: false })}</time>
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
