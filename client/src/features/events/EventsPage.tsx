// Events 'Eventos': the upcoming ones first (the nearest first, then those without a date yet), then those already
// past, in the server's order; each with its date badge, one PDF open at a time with a way to download it; then the
// blog's posts, newest first.
import { useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { formatLongDate } from "@autora/common/format.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { getBlogPosts, getEvents, type BlogPost, type Event } from "./api";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { load, type Loaded } from "@/lib/load";
import {
  authorOf,
  clipDescription,
  firstParagraph,
  linkable,
  text,
  titled,
  type HeadFunction,
} from "@autora/common/page-heads.ts";
import { EventItem } from "./EventItem";
import "./events.css";

/** "Próximos eventos" (still to come, or without a date yet) and "Eventos pasados", each only when it has events. */
function sections(events: Event[]) {
  // today in central Mexico, "2025-03-15": an event of today is still to come all day long
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
  const past = events.filter((event) => event.date !== null && event.date < today);
  const coming = events.filter((event) => !past.includes(event));
  return [
    { title: "Próximos eventos", list: coming },
    { title: "Eventos pasados", list: past },
  ].filter(({ list }) => list.length > 0);
}

/** What the events page's loader reads: the PDF documents and the blog's posts, each or why it could not be read. */
export interface EventsPageData {
  events: Loaded<Event[]>;
  posts: Loaded<BlogPost[]>;
}

/** The events (PDF documents) and the blog's posts, read in parallel; each fails alone. */
export async function loader(): Promise<EventsPageData> {
  const [events, posts] = await Promise.all([
    load(getEvents, "No se pudieron cargar los eventos."),
    load(getBlogPosts, "No se pudieron cargar las entradas del blog."),
  ]);
  return { events, posts };
}

/** The nearest event (the server lists the upcoming ones first) and the picture of the newest post that has one. */
export const head: HeadFunction<typeof loader> = ({ site, data }) => {
  const next = data?.events.data?.[0];
  const picture = data?.posts.data?.find((post) => linkable(post.imageUrl));
  const lead = `Presentaciones, talleres y charlas de ${authorOf(site)}`;
  return {
    title: titled("Eventos", site),
    description: next
      ? clipDescription(
          `${lead}. ${next.title}${text(next.description) ? `: ${firstParagraph(next.description)}` : ""}`,
        )
      : `${lead}: consulta los programas en PDF.`,
    type: "website",
    image: linkable(picture?.imageUrl),
  };
};

export default function EventsPage() {
  // the route's loader: each list newest first
  const loaded = useLoaderData<typeof loader>();
  const events = loaded.events.data ?? [];
  const posts = loaded.posts.data ?? [];
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <header className="container page-heading">
        <p className="eyebrow">Agenda</p>
        <h1>Eventos</h1>
        <p>
          Presentaciones, talleres y encuentros con artesanas y artesanos. Abre cada programa para ver los detalles.
        </p>
      </header>
      <div className="container events">
        {loaded.events.error ? (
          <FormMessage feedback={failure(loaded.events.error)} />
        ) : events.length === 0 ? (
          <p className="events__empty muted">Pronto anunciaremos nuevos eventos.</p>
        ) : (
          sections(events).map(({ title, list }) => (
            <section key={title} className="events__section" aria-label={title}>
              <h2 className="events__heading">{title}</h2>
              <ul className="events__list">
                {list.map((event) => (
                  <EventItem
                    key={event.id}
                    event={event}
                    open={openId === event.id}
                    onToggle={() => setOpenId(openId === event.id ? null : event.id)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      {loaded.posts.error && (
        <section className="section container" aria-labelledby="blog-title">
          <h2 id="blog-title">Del blog</h2>
          <FormMessage feedback={failure(loaded.posts.error)} />
        </section>
      )}
      {posts.length > 0 && (
        <section className="section container" aria-labelledby="blog-title">
          <h2 id="blog-title">Del blog</h2>
          <ul className="post-cards">
            {posts.map((post) => (
              <li key={post.id} className="post-card">
                {post.imageUrl && (
                  <UploadedImage
                    src={post.imageUrl}
                    sizes="(min-width: 768px) 24rem, 100vw"
                    alt=""
                    width={1200}
                    height={675}
                    loading="lazy"
                  />
                )}
                <div className="post-card__body">
                  <p className="post-card__date">
                    <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                  </p>
                  <h3>
                    <Link to={`/blog/${post.id}`}>{post.title}</Link>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
