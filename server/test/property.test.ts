// Property test: whatever JSON a client sends to any JSON endpoint, the answer is never a 5xx.
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "./test-app.ts";

let t: TestApp;
let adminAuth: { Authorization: string };
let readerAuth: { Authorization: string };
let ids: { book: number; photo: number; blog: number; reader: number };

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await t.createUser({ rol: ROLE_ADMIN })).auth;
  const reader = await t.createUser();
  readerAuth = reader.auth;
  const book = await t.prisma.book.create({
    data: {
      name: "Urdimbre",
      description: "Historias",
      price: "450.00",
      language: "Español",
      editorial: "Volcán",
      format: "Pasta blanda",
    },
  });
  const photo = await t.prisma.photo.create({ data: { url: "/uploads/photos/x.png", descripcion: "Telar" } });
  const blog = await t.prisma.event.create({ data: { title: "Feria", pdfUrl: "/uploads/blog/x.pdf" } });
  ids = { book: book.id, photo: photo.id, blog: blog.id, reader: reader.id };
});
afterAll(() => t.close());

type Method = "post" | "put" | "patch";
const endpoints: {
  method: Method;
  path: () => string;
  auth: () => { Authorization: string } | Record<string, never>;
  fields: string[];
}[] = [
  {
    method: "post",
    path: () => "/api/usuarios/crear",
    auth: () => ({}),
    fields: ["nombre", "email", "password", "rol"],
  },
  { method: "post", path: () => "/api/usuarios/login", auth: () => ({}), fields: ["email", "password"] },
  { method: "post", path: () => `/api/${ids.book}/comentarios`, auth: () => readerAuth, fields: ["contenido"] },
  {
    method: "post",
    path: () => "/api/comentarios",
    auth: () => readerAuth,
    fields: ["contenido", "usuarioId", "fotografiaId"],
  },
  { method: "post", path: () => "/api/favoritos", auth: () => readerAuth, fields: ["usuarioId", "fotografiaId"] },
  {
    method: "post",
    path: () => "/api/contact-info",
    auth: () => adminAuth,
    fields: ["phone", "email", "youtube", "facebook", "instagram"],
  },
  {
    method: "put",
    path: () => "/api/site-content",
    auth: () => adminAuth,
    fields: ["introTitle", "authorName", "authorTitle", "mainTitle", "subtitle"],
  },
  { method: "post", path: () => "/api/subscribe", auth: () => ({}), fields: ["email"] },
  {
    method: "post",
    path: () => "/api/testimonial/create",
    auth: () => adminAuth,
    fields: ["content", "author", "bookId"],
  },
  { method: "put", path: () => `/api/blog/${ids.blog}`, auth: () => adminAuth, fields: ["title", "description"] },
  {
    method: "put",
    path: () => `/api/fotografias/${ids.photo}`,
    auth: () => adminAuth,
    fields: ["descripcion", "activo"],
  },
  {
    method: "post",
    path: () => "/api/pago-oxxo",
    auth: () => readerAuth,
    fields: ["nombre", "email", "telefono", "direccion", "items"],
  },
  { method: "patch", path: () => "/api/orders/1", auth: () => adminAuth, fields: ["status"] },
];

/** Either any JSON at all, or an object using the endpoint's own field names with random values (closer to valid). */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...fields, "extra", "__proto__", "constructor"), fc.jsonValue(), {
      maxKeys: fields.length + 2,
    }),
    fc.record(
      Object.fromEntries(
        fields.map((f) => [
          f,
          fc.oneof(
            fc.string(),
            fc.integer(),
            fc.double(),
            fc.boolean(),
            fc.constant(null),
            fc.array(fc.jsonValue()),
            fc.object(),
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
  );

describe("random JSON bodies never produce a 5xx", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path.toString().replace(/^\(\) => /, "")}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), async (body) => {
          const res = await request(t.app)
            [endpoint.method](endpoint.path())
            .set(endpoint.auth())
            .set("Content-Type", "application/json")
            .send(JSON.stringify(body));
          expect(res.status, `${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.message).toBe("string");
        }),
        { numRuns: 40 },
      );
    });
  }
});
