// The events domain (the events and the blog posts) as other features see it.
export { blogPostImages } from "./blog-posts.service.ts";
export { eventDocuments } from "./events.service.ts";
