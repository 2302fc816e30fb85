// Every id the API reads (route parameters, JSON bodies, query strings) is a database id: PostgreSQL's `integer`,
// 1 to 2,147,483,647. A larger one is bad input (400 with a Spanish message), never a failed query (500); the largest
// valid id is simply an entity that does not exist.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBody, createBook } from "../src/features/orders/checkout-fixtures.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "./test-app.ts";

const MAX_ID = 2 ** 31 - 1;
const TOO_LARGE = [2 ** 31, 2 ** 40];

let t: TestApp;
let admin: Record<string, string>;
let reader: { id: number; auth: Record<string, string> };
let bookId: number;
beforeAll(async () => {
  t = await createTestApp({ COMMENT_INTERVAL_SECONDS: "0" }); // the reader comments once per case, back to back
  admin = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  reader = await t.createUser();
  bookId = (await createBook(t.prisma, "350.00")).id;
});
afterAll(() => t.close());

type Method = "get" | "post" | "put" | "patch" | "delete";
interface Case {
  name: string;
  method: Method;
  path: (id: number) => string;
  body?: (id: number) => object;
  as?: "admin" | "reader";
  /** what the largest valid id answers: nothing has it (404, or the route's own answer for a missing entity) */
  whenMissing: number;
  /** the Spanish message for an id beyond the range */
  message: string;
}

const INVALID_ID = "El identificador no es válido";

const cases: Case[] = [
  // route parameters
  { name: "GET /api/book/:id", method: "get", path: (id) => `/api/book/${id}`, whenMissing: 404, message: INVALID_ID },
  {
    name: "DELETE /api/book/:id",
    method: "delete",
    path: (id) => `/api/book/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/book/:id/testimonials",
    method: "get",
    path: (id) => `/api/book/${id}/testimonials`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/testimonial/:id",
    method: "delete",
    path: (id) => `/api/testimonial/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/usuarios/:id",
    method: "get",
    path: (id) => `/api/usuarios/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/usuarios/:id/datos",
    method: "get",
    path: (id) => `/api/usuarios/${id}/datos`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/usuarios/:id",
    method: "delete",
    path: (id) => `/api/usuarios/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "PATCH /api/orders/:id",
    method: "patch",
    path: (id) => `/api/orders/${id}`,
    body: () => ({ status: "canceled" }),
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "POST /api/orders/:id/simulate-payment",
    method: "post",
    path: (id) => `/api/orders/${id}/simulate-payment`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "PUT /api/blog/:id",
    method: "put",
    path: (id) => `/api/blog/${id}`,
    body: () => ({ title: "Otro título" }),
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/blog/:id",
    method: "delete",
    path: (id) => `/api/blog/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/mail/messages/:id",
    method: "get",
    path: (id) => `/api/mail/messages/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/:bookId/comentarios",
    method: "get",
    path: (id) => `/api/${id}/comentarios`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "POST /api/:bookId/comentarios",
    method: "post",
    path: (id) => `/api/${id}/comentarios`,
    body: () => ({ contenido: "Hola" }),
    as: "reader",
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/comentarios/:photoId",
    method: "get",
    path: (id) => `/api/comentarios/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "PATCH /api/comentarios/foto/:id",
    method: "patch",
    path: (id) => `/api/comentarios/foto/${id}`,
    body: () => ({ oculto: true }),
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/comentarios/libro/:id",
    method: "delete",
    path: (id) => `/api/comentarios/libro/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "GET /api/favoritos/:userId",
    method: "get",
    path: (id) => `/api/favoritos/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/favoritos/:userId/:photoId (photo)",
    method: "delete",
    path: (id) => `/api/favoritos/${reader.id}/${id}`,
    as: "reader",
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "POST /api/newsletters/:id/send",
    method: "post",
    path: (id) => `/api/newsletters/${id}/send`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "PUT /api/fotografias/:id",
    method: "put",
    path: (id) => `/api/fotografias/${id}`,
    body: () => ({ activo: false }),
    whenMissing: 404,
    message: INVALID_ID,
  },
  {
    name: "DELETE /api/fotografias/:id",
    method: "delete",
    path: (id) => `/api/fotografias/${id}`,
    whenMissing: 404,
    message: INVALID_ID,
  },
  // JSON bodies
  {
    name: "POST /api/pago-oxxo items[].id",
    method: "post",
    path: () => "/api/pago-oxxo",
    body: (id) => checkoutBody([{ id, quantity: 1 }]),
    as: "reader",
    // the checkout's own answer for a book that is not (or no longer) in the catalogue
    whenMissing: 400,
    message: "El id del libro no es válido",
  },
  {
    name: "POST /api/comentarios fotografiaId",
    method: "post",
    path: () => "/api/comentarios",
    body: (id) => ({ contenido: "Hola", fotografiaId: id }),
    as: "reader",
    whenMissing: 404,
    message: "Indica la fotografía (fotografiaId)",
  },
  {
    name: "POST /api/comentarios usuarioId",
    method: "post",
    path: () => "/api/comentarios",
    body: (id) => ({ contenido: "Hola", fotografiaId: 1, usuarioId: id }),
    as: "reader",
    whenMissing: 403,
    message: "usuarioId debe ser un número de usuario",
  },
  {
    name: "POST /api/favoritos fotografiaId",
    method: "post",
    path: () => "/api/favoritos",
    body: (id) => ({ fotografiaId: id }),
    as: "reader",
    whenMissing: 404,
    message: "Indica la fotografía (fotografiaId)",
  },
  {
    name: "POST /api/favoritos usuarioId",
    method: "post",
    path: () => "/api/favoritos",
    body: (id) => ({ fotografiaId: 1, usuarioId: id }),
    as: "reader",
    whenMissing: 403,
    message: "usuarioId debe ser un número de usuario",
  },
  {
    name: "POST /api/testimonial/create bookId",
    method: "post",
    path: () => "/api/testimonial/create",
    body: (id) => ({ content: "Muy bueno", author: "Ana", bookId: id }),
    whenMissing: 404,
    message: "El libro no es válido",
  },
  {
    name: "POST /api/testimonial/create bookId as text",
    method: "post",
    path: () => "/api/testimonial/create",
    body: (id) => ({ content: "Muy bueno", author: "Ana", bookId: String(id) }),
    whenMissing: 404,
    message: "El libro no es válido",
  },
  {
    name: "POST /api/orders/lookup pedido",
    method: "post",
    path: () => "/api/orders/lookup",
    body: (id) => ({ pedido: id, email: "maria@ejemplo.mx" }),
    whenMissing: 404,
    message: "El número de pedido no es válido",
  },
  // query strings
  {
    name: "GET /api/:bookId/comentarios?before=",
    method: "get",
    path: (id) => `/api/${bookId}/comentarios?before=${id}`,
    whenMissing: 200,
    message: "before debe ser un número de comentario",
  },
  {
    name: "GET /api/comentarios/:photoId?before=",
    method: "get",
    path: (id) => `/api/comentarios/1?before=${id}`,
    whenMissing: 404,
    message: "before debe ser un número de comentario",
  },
];

function send(c: Case, id: number) {
  const req = request(t.app)
    [c.method](c.path(id))
    .set(c.as === "reader" ? reader.auth : admin);
  return c.body ? req.send(c.body(id)) : req;
}

describe("ids beyond PostgreSQL's integer", () => {
  it.each(cases)("$name: 2^31 and 2^40 answer 400 with a Spanish message; 2^31-1 answers $whenMissing", async (c) => {
    for (const id of TOO_LARGE) {
      const res = await send(c, id);
      expect([id, res.status, res.body.message]).toEqual([id, 400, c.message]);
    }
    expect((await send(c, MAX_ID)).status).toBe(c.whenMissing);
  });

  it("a route parameter that is not a number answers 400 with the same message", async () => {
    for (const path of ["/api/book/abc", "/api/book/0", "/api/book/-1", "/api/book/1.5", "/api/book/1e3"]) {
      const res = await request(t.app).get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 400, INVALID_ID]);
    }
  });
});
