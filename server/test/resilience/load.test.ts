// Load: 100 connections for 20 s of mixed public reads, logins and comment posts. Nothing may fail with a 5xx
// and every comment that was answered 201 must be stored (no dropped rows).
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app.ts";

const CONNECTIONS = 100;
const DURATION_S = 20;

let t: TestApp;
let baseUrl: string;
let server: ReturnType<TestApp["app"]["listen"]>;
let bookId: number;
let reader: Awaited<ReturnType<TestApp["createUser"]>>;
/** Comments are rate limited per account, so the posts come from as many readers as there are connections. */
let authors: string[];

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.createUser({ email: "lectora@ejemplo.mx", password: "clave-segura-1" });
  const book = await t.prisma.book.create({
    data: { name: "Urdimbre", description: "Historias", price: "450.00", language: "Español", editorial: "Volcán", format: "Pasta blanda", images: { create: [{ url: "/uploads/books/a.png" }] } },
  });
  bookId = book.id;
  const { passwordHash } = await t.prisma.user.findUniqueOrThrow({ where: { id: reader.id } });
  await t.prisma.user.createMany({ data: Array.from({ length: CONNECTIONS }, (_, i) => ({ nombre: `Lectora ${i}`, email: `lectora-${i}@ejemplo.mx`, passwordHash })) });
  const users = await t.prisma.user.findMany({ where: { email: { startsWith: "lectora-" } } });
  authors = users.map((user) => `Bearer ${t.ctx.auth.signToken(user)}`);
  await t.prisma.photo.create({ data: { url: "/uploads/photos/a.png", descripcion: "Telar" } });
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("mixed load", () => {
  it(`${CONNECTIONS} connections for ${DURATION_S} s: no 5xx, no dropped comments`, async () => {
    const statuses = new Map<number, number>();
    let commentsCreated = 0;
    let commentsSent = 0;
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const json = { "content-type": "application/json" };
    const result = await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      // Each connection runs this sequence in a loop; the comment comes early so that slow logins (bcrypt) on a busy
      // machine cannot keep every connection from reaching it.
      requests: [
        { method: "GET", path: "/api/books", onResponse: count },
        {
          method: "POST",
          path: `/api/${bookId}/comentarios`,
          headers: json,
          body: JSON.stringify({ contenido: "¡Qué libro tan bonito!" }),
          setupRequest: (req) => {
            commentsSent += 1;
            return { ...req, headers: { ...req.headers, authorization: authors[commentsSent % authors.length] } };
          },
          onResponse: (status: number) => {
            count(status);
            if (status === 201) commentsCreated += 1;
          },
        },
        { method: "GET", path: "/api/fotografias", onResponse: count },
        { method: "GET", path: "/api/blog", onResponse: count },
        { method: "GET", path: "/api/contact-info", onResponse: count },
        { method: "POST", path: "/api/usuarios/login", headers: json, body: JSON.stringify({ email: reader.email, password: "clave-segura-1" }), onResponse: count },
      ],
    });

    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    expect(serverErrors, JSON.stringify(Object.fromEntries(statuses))).toBe(0);
    expect(result.errors + result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(commentsCreated).toBeGreaterThan(0);
    // Responses still on their way when the run stops are not counted, so the stored rows lie between
    // the comments answered 201 and the comments sent.
    const stored = await t.prisma.bookComment.count({ where: { bookId } });
    expect(stored).toBeGreaterThanOrEqual(commentsCreated);
    expect(stored).toBeLessThanOrEqual(commentsSent);
    expect(stored - commentsCreated).toBeLessThanOrEqual(CONNECTIONS);
  }, (DURATION_S + 60) * 1000);
});
