import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { acceptImages, imagesFrom } from "../../lib/uploads.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { blogPostFormSchema } from "@autora/common/contract/events-blog.ts";
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, updateBlogPost } from "./blog-posts.service.ts";

export function blogPostsRoutes(ctx: AppContext): Router {
  const { auth } = ctx;
  const router = Router();
  // multipart: the texts and, optionally, the image in `image`
  const postForm = [auth.requireAdmin, acceptImages("image"), validateBody(blogPostFormSchema)];

  router.get("/blog-posts", showsPublicData("blog"), async (_req, res) => {
    res.json(await listBlogPosts(ctx));
  });

  router.get("/blog-posts/:id", showsPublicData("blog"), async (req, res) => {
    res.json(await getBlogPost(ctx, idParam(String(req.params.id))));
  });

  router.post("/blog-posts", changesPublicData("blog"), ...postForm, async (req, res) => {
    const [image] = await imagesFrom(req, "image");
    res.status(201).json(await createBlogPost(ctx, req.body, image));
  });

  router.put("/blog-posts/:id", changesPublicData("blog"), ...postForm, async (req, res) => {
    const [image] = await imagesFrom(req, "image");
    res.json(await updateBlogPost(ctx, idParam(String(req.params.id)), req.body, image));
  });

  router.delete("/blog-posts/:id", changesPublicData("blog"), auth.requireAdmin, async (req, res) => {
    await deleteBlogPost(ctx, idParam(String(req.params.id)));
    res.json({ message: "Entrada eliminada" });
  });

  return router;
}
