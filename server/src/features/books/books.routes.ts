import { Router } from "express";
import type { AppContext } from "../../context.ts";
import { changesPublicData, showsPublicData } from "../../lib/response-cache.ts";
import { acceptImages, imagesFrom } from "../../lib/uploads.ts";
import { idParam, validateBody } from "../../lib/validate.ts";
import { bookFormSchema } from "@autora/common/contract/books.ts";
import { createBook, deleteBook, getBook, listBooks, updateBook } from "./books.service.ts";

/** New image files per save (each up to 10 MB). */
const MAX_NEW_IMAGES = 10;

export function booksRoutes(ctx: AppContext): Router {
  const { auth } = ctx;
  const router = Router();
  const bookForm = [auth.requireAdmin, acceptImages("images", MAX_NEW_IMAGES), validateBody(bookFormSchema)];

  router.get("/books", showsPublicData("books"), async (_req, res) => {
    res.json(await listBooks(ctx));
  });

  router.get("/book/:id", showsPublicData("books"), async (req, res) => {
    res.json(await getBook(ctx, idParam(String(req.params.id))));
  });

  router.post("/book/create", changesPublicData("books"), ...bookForm, async (req, res) => {
    const files = await imagesFrom(req, "images");
    res.status(201).json(await createBook(ctx, req.body, files));
  });

  router.put("/book/:id", changesPublicData("books"), ...bookForm, async (req, res) => {
    const files = await imagesFrom(req, "images");
    res.json(await updateBook(ctx, idParam(String(req.params.id)), req.body, files));
  });

  router.delete("/book/:id", changesPublicData("books", "book-comments"), auth.requireAdmin, async (req, res) => {
    await deleteBook(ctx, idParam(String(req.params.id)));
    res.json({ message: "Libro eliminado" });
  });

  return router;
}
