// One sample post (its route's loader): title, image, 'Author: {name}', date and content; empty fields for an unknown id.
import { useEffect } from "react";
import { Link, useLoaderData, useParams } from "react-router-dom";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "@/components/ui/SocialIcons";
import { BLOG_AUTHOR, type BlogPost } from "./blogPosts";
import "./events.css";

const SHARE = {
  facebook: { label: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  twitter: { label: "X (Twitter)", href: "https://x.com/", Icon: TwitterIcon },
  instagram: { label: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
};

export const BLOG_POST_BODY_CLASS = "blog-post-open";

export default function BlogPostPage() {
  const { id } = useParams();
  const post = useLoaderData<BlogPost | null>();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    document.body.classList.add(BLOG_POST_BODY_CLASS);
    return () => document.body.classList.remove(BLOG_POST_BODY_CLASS);
  }, [id]);

  return (
    <article className="container blog-post">
      <Link to="/blogpage" className="blog-post__back">
        ← Eventos
      </Link>
      <h1>{post?.title ?? <span className="sr-only">Entrada no encontrada</span>}</h1>
      {post && <img className="blog-post__image" src={post.image} alt={post.imageAlt} width={800} height={450} fetchPriority="high" />}
      <p className="blog-post__meta">
        <span>Author: {post ? BLOG_AUTHOR : ""}</span>
        <span>{post?.date}</span>
      </p>
      <div className="blog-post__content">
        {post?.content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {post && (
        <footer className="blog-post__footer">
          <ul className="blog-post__tags" aria-label="Etiquetas">
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
          <ul className="blog-post__social" aria-label="Redes sociales">
            {post.social.map((network) => {
              const { label, href, Icon } = SHARE[network];
              return (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (se abre en una pestaña nueva)`}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </footer>
      )}
    </article>
  );
}
