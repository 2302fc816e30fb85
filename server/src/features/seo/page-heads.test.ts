// Every page the table of pages (@autora/common/pages.ts) marks as server-rendered arrives with its own head, written
// by the real server renderer from its loaders' data: here the demo content a first start seeds, read back through
// the API as a reader's browser would, so each title, description and og:image is checked against the page's own
// data, never against the site's defaults. A page added to the table without a head fails here.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMAGE, PAGES, SITE_DESCRIPTION } from "@autora/common/pages.ts";
import type { AboutContent } from "@autora/common/contract/pages-about.ts";
import type { Book } from "@autora/common/contract/books.ts";
import type { BlogPost } from "@autora/common/contract/events-blog.ts";
import type { Event } from "@autora/common/contract/events.ts";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { LEGAL_PAGES, type LegalPage } from "@autora/common/contract/legal-pages.ts";
import type { SiteContent } from "@autora/common/contract/pages.ts";
import { firstParagraphText } from "@autora/common/author-text.ts";
import { createTestApp, type TestApp } from "#test/test-app.ts";
import { seedDemoContent } from "../../seed/seed.ts";
import { buildRenderer } from "./renderer-fixture.ts";

const BASE = "https://autora.example.mx";
let t: TestApp;
const get = async <T>(path: string): Promise<T> => (await request(t.app).get(path).expect(200)).body as T;
let site: SiteContent;
let book: Book;
let post: BlogPost;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIST_DIR: await buildRenderer(), PUBLIC_URL: BASE });
  await seedDemoContent({ prisma: t.prisma, storage: t.ctx.storage, log: t.ctx.log });
  site = await get<SiteContent>("/api/site-content");
  book = (await get<Book[]>("/api/books"))[0];
  post = (await get<BlogPost[]>("/api/blog-posts")).find((each) => each.imageUrl)!;
}, 120_000);
afterAll(() => t.close());

/** A real address for each pattern of the table. */
const addressOf = (path: string) => path.replace(":bookId", String(book.id)).replace(":id", String(post.id));
const attr = (html: string, selector: RegExp) =>
  selector
    .exec(html)?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
function headOf(html: string) {
  return {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)" \/>/),
    ogTitle: attr(html, /<meta property="og:title" content="([^"]*)" \/>/),
    ogDescription: attr(html, /<meta property="og:description" content="([^"]*)" \/>/),
    ogUrl: attr(html, /<meta property="og:url" content="([^"]*)" \/>/),
    ogImage: attr(html, /<meta property="og:image" content="([^"]*)" \/>/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)" \/>/),
  };
}
const headAt = async (path: string) => headOf((await request(t.app).get(path).expect(200)).text);
/** The first words of a text's first paragraph, on one line: what its description starts with. */
const opening = (text: string | null) =>
  (text ?? "")
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
const absolute = (url: string) => (url.startsWith("http") ? url : BASE + url);

const serverRendered = PAGES.filter((page) => page.serverRendered).map((page) => page.path);

describe("the head of every server-rendered page", () => {
  it.each(serverRendered)("%s has its own title, description and Open Graph tags", async (pattern) => {
    const path = addressOf(pattern);
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><'); // rendered on the server
    const head = headOf(res.text);
    expect(head.title).toMatch(new RegExp(`\\S · ${site.authorName}|^${site.authorName} · `));
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.description).not.toBe(SITE_DESCRIPTION);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogImage).toMatch(/^https:\/\/autora\.example\.mx\/\S+\.(png|jpe?g|webp)$/);
  });
});

describe("each page's head comes from its own data", () => {
  it("/ says who she is, from the home page's texts", async () => {
    expect(await headAt("/")).toMatchObject({
      title: `${site.authorName} · ${site.authorTitle}`,
      description: expect.stringContaining(site.introTitle),
      ogUrl: `${BASE}/`,
    });
  });

  it("/about carries her biography and her portrait", async () => {
    const about = await get<AboutContent>("/api/about");
    expect(about.portraitUrl).toBeTruthy();
    const head = await headAt("/about");
    expect(head.description?.startsWith(opening(about.biography))).toBe(true);
    expect(head.ogImage).toBe(absolute(about.portraitUrl!));
  });

  it("/urdimbre and /books/{id} are the same book, with one canonical page: /urdimbre", async () => {
    for (const path of ["/urdimbre", `/books/${book.id}`]) {
      const head = await headAt(path);
      expect(head).toMatchObject({
        title: `${book.name} · ${site.authorName}`,
        ogImage: absolute(book.images[0].url),
        canonical: `${BASE}/urdimbre`,
        ogUrl: `${BASE}/urdimbre`,
      });
      expect(head.description?.startsWith(opening(book.description))).toBe(true);
    }
    const sitemap = (await request(t.app).get("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>${BASE}/urdimbre</loc>`);
    expect(sitemap).not.toContain("/books/");
  });

  it("/blog/{id} carries the post's title, first paragraph and picture, and a schema.org BlogPosting", async () => {
    const html = (await request(t.app).get(`/blog/${post.id}`)).text;
    const head = headOf(html);
    expect(head).toMatchObject({
      title: `${post.title} · ${site.authorName}`,
      ogImage: absolute(post.imageUrl!),
      canonical: `${BASE}/blog/${post.id}`,
    });
    expect(head.description?.startsWith(opening(post.body))).toBe(true);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      author: { name: site.authorName },
      url: `${BASE}/blog/${post.id}`,
    });
  });

  it("/blogpage names the nearest event and shows a post's picture", async () => {
    const [next] = await get<Event[]>("/api/blog");
    const posts = await get<BlogPost[]>("/api/blog-posts");
    const head = await headAt("/blogpage");
    expect(head.description).toContain(next.title);
    expect(head.ogImage).toBe(absolute(posts.find((each) => each.imageUrl)!.imageUrl!));
  });

  it("/gallery says what its photos show and shows the newest", async () => {
    const photos = await get<Photo[]>("/api/fotografias");
    const head = await headAt("/gallery");
    expect(head.description).toContain(photos[0].descripcion);
    expect(head.ogImage).toBe(absolute(photos[0].url));
  });

  it.each(LEGAL_PAGES.map((page) => page.slug))("/%s carries its own title and first paragraph", async (slug) => {
    const page = await get<LegalPage>(`/api/legal-pages/${slug}`);
    const head = await headAt(`/${slug}`);
    expect(head.title).toBe(`${page.title} · ${site.authorName}`);
    expect(head.description?.startsWith(firstParagraphText(page.body).slice(0, 60))).toBe(true);
    expect(head.ogImage).toBe(BASE + DEFAULT_IMAGE); // a legal text has no picture of its own
  });
});
