// One blog post: title, image, 'Autora: {name}', its day in Spanish, its text and its tags. The route's loader reads
// it (a post that does not exist is the 404 page), or says why it could not be read.
import { useEffect } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { formatLongDate } from "@autora/common/format.ts";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "@/components/ui/SocialIcons";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { useAuthorName } from "@/features/pages";
import { getBlogPost } from "./api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { idFromAddress, load, orNotFound } from "@/lib/load";
import { absoluteUrl } from "@autora/common/pages.ts";
import { authorOf, firstParagraph, linkable, titled, type HeadFunction } from "@autora/common/page-heads.ts";
import { paragraphsOf } from "@/lib/paragraphs";
import "./events.css";

const SHARE = [
  { label: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "X (Twitter)", href: "https://x.com/", Icon: TwitterIcon },
  { label: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
];

export const BLOG_POST_BODY_CLASS = "blog-post-open";
/** How wide the post's image is shown: the article's column (48rem) or the screen less its margins. */
export const BLOG_IMAGE_SIZES = "(min-width: 50.5rem) 48rem, calc(100vw - 2.5rem)";

/** The post the address names; one that does not exist is the 404 page, one that could not be read the page's message. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = idFromAddress(params.id);
  return load(
    () => orNotFound(getBlogPost(id)),
    "No pudimos cargar esta entrada del blog. Intenta de nuevo en unos minutos.",
  );
}

/** The post's title, its first paragraph, its picture, and a schema.org BlogPosting. */
export const head: HeadFunction<typeof loader> = ({ site, data, path, baseUrl }) => {
  const post = data?.data;
  if (!post)
    return {
      title: titled("Blog", site),
      description: `Notas de ${authorOf(site)} sobre los oficios y el arte popular de México.`,
      type: "website",
    };
  const description = firstParagraph(post.body) || `${post.title}: una nota de ${authorOf(site)}.`;
  const image = linkable(post.imageUrl);
  return {
    title: titled(post.title, site),
    description,
    type: "article",
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      datePublished: post.date,
      ...(image ? { image: absoluteUrl(baseUrl, image) } : {}),
      ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
      author: { "@type": "Person", name: authorOf(site), url: baseUrl },
      inLanguage: "es-MX",
      url: baseUrl + path,
    },
  };
};

export default function BlogPostPage() {
  const { data: post, error } = useLoaderData<typeof loader>();
  const author = useAuthorName();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    document.body.classList.add(BLOG_POST_BODY_CLASS);
    return () => document.body.classList.remove(BLOG_POST_BODY_CLASS);
  }, [post?.id]);

  return (
    <article className="container blog-post">
      <Link to="/blogpage" className="blog-post__back">
        ← Eventos
      </Link>
      {!post ? (
        <>
          <h1>Entrada no disponible</h1>
          <FormMessage feedback={failure(error)} />
        </>
      ) : (
        <>
          <h1>{post.title}</h1>
          {post.imageUrl && (
            <UploadedImage
              className="blog-post__image"
              src={post.imageUrl}
              sizes={BLOG_IMAGE_SIZES}
              alt={post.imageAlt}
              width={1200}
              height={675}
              fetchPriority="high"
            />
          )}
          <p className="blog-post__meta">
            <span>Autora: {author}</span>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </p>
          <div className="blog-post__content">
            {paragraphsOf(post.body).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <footer className="blog-post__footer">
            <ul className="blog-post__tags" aria-label="Etiquetas">
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
            <ul className="blog-post__social" aria-label="Redes sociales">
              {SHARE.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (se abre en una pestaña nueva)`}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </footer>
        </>
      )}
    </article>
  );
}
