// Events 'Eventos': PDF documents newest first, a date badge from the description, one PDF open at a time.
import { useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { BLOG_POSTS } from "./blogPosts";
import type { Event } from "./api";
import { EventItem } from "./EventItem";
import "./events.css";

export default function EventsPage() {
  const events = useLoaderData<Event[]>(); // the route's loader: newest first, [] when they could not be read
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <header className="container page-heading">
        <p className="eyebrow">Agenda</p>
        <h1>Eventos</h1>
        <p>Presentaciones, talleres y encuentros con artesanas y artesanos. Abre cada programa para ver los detalles.</p>
      </header>
      <div className="container events">
        {events.length === 0 ? (
          <p className="events__empty muted">Pronto anunciaremos nuevos eventos.</p>
        ) : (
          <ul className="events__list">
            {events.map((event) => (
              <EventItem key={event.id} event={event} open={openId === event.id} onToggle={() => setOpenId(openId === event.id ? null : event.id)} />
            ))}
          </ul>
        )}
      </div>
      <section className="section container" aria-labelledby="blog-title">
        <h2 id="blog-title">Del blog</h2>
        <ul className="post-cards">
          {BLOG_POSTS.map((post) => (
            <li key={post.id} className="post-card">
              <img src={post.image} alt="" width={800} height={450} loading="lazy" />
              <div className="post-card__body">
                <p className="post-card__date">{post.date}</p>
                <h3>
                  <Link to={`/blog/${post.id}`}>{post.title}</Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
