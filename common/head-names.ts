// The names of the page heads' builders (./page-heads.ts), what an entry of the table of pages (./pages.ts) gives as
// `head`. In a module of their own: the table and the builders use each other, so neither names the other for them.
export type HeadName = "home" | "about" | "bookPage" | "bookDetail" | "events" | "blogPost" | "gallery" | "contact" | "legal" | "notFound";
