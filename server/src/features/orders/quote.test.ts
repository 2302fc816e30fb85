// POST /api/orders/quote: the server prices the cart the pages show (prices from the database, stock and books
// checked), it is rate limited like the other public calls, and discount codes cannot be guessed by trying many.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ROLE_ADMIN, type TestApp } from "#test/test-app.ts";
import { checkoutBody, createBook } from "./checkout-fixtures.ts";
import { CODE_GUESSES_PER_HOUR } from "./code-guesses.ts";

let t: TestApp;
let book: { id: number };
let notebook: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  book = await createBook(t.prisma, "350.50");
  notebook = await createBook(t.prisma, "120.00", "Cuaderno de bordado");
});
afterAll(() => t.close());

const quote = (app: TestApp, body: object) => request(app.app).post("/api/orders/quote").send(body);
const newCode = async (app: TestApp, body: object) => {
  const admin = await app.createUser({ rol: ROLE_ADMIN });
  const res = await request(app.app)
    .post("/api/discount-codes")
    .set(admin.auth)
    .send({
      kind: "percent",
      value: 10,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      minPurchaseCentavos: null,
      active: true,
      ...body,
    });
  expect(res.status).toBe(201);
};

describe("POST /api/orders/quote", () => {
  it("prices each line and the total from the database, in centavos, and is never cached", async () => {
    const res = await quote(t, {
      items: [
        { bookId: book.id, quantity: 2 },
        { bookId: notebook.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toEqual({
      lines: [
        { bookId: book.id, name: "Urdimbre", unitPriceCentavos: 35050, quantity: 2, lineTotalCentavos: 70100 },
        {
          bookId: notebook.id,
          name: "Cuaderno de bordado",
          unitPriceCentavos: 12000,
          quantity: 1,
          lineTotalCentavos: 12000,
        },
      ],
      subtotalCentavos: 82100,
      discount: null,
      totalCentavos: 82100,
      codeRefusal: null,
    });
  });

  it("gives the same total the checkout then charges", async () => {
    const priced = await quote(t, { items: [{ bookId: book.id, quantity: 3 }] });
    const placed = await request(t.app)
      .post("/api/pago-oxxo")
      .send(checkoutBody([{ id: book.id, quantity: 3 }]));
    expect(placed.status).toBe(200);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: placed.body.orderId } })).totalCentavos).toBe(
      priced.body.totalCentavos,
    );
  });

  it("says in Spanish when a book is no longer on sale", async () => {
    const res = await quote(t, { items: [{ bookId: 999_999, quantity: 1 }] });
    expect([res.status, res.body.message]).toEqual([400, "Uno de los libros del carrito ya no está disponible"]);
  });

  it("says how many copies are left when a line asks for more", async () => {
    const limited = await createBook(t.prisma, "200.00", "Edición limitada");
    await t.prisma.book.update({ where: { id: limited.id }, data: { stock: 2 } });
    const res = await quote(t, { items: [{ bookId: limited.id, quantity: 3 }] });
    expect([res.status, res.body.message]).toEqual([409, "Lo sentimos, solo quedan 2 ejemplares de Edición limitada."]);
    expect((await quote(t, { items: [{ bookId: limited.id, quantity: 2 }] })).body.totalCentavos).toBe(40000);
  });

  it("refuses bodies outside the contract with a Spanish message", async () => {
    const cases: [object, string][] = [
      [{ items: [] }, "El carrito está vacío."],
      [{ items: [{ bookId: book.id, quantity: 0 }] }, "La cantidad mínima es 1"],
      [{ items: [{ bookId: book.id, quantity: 1, price: 1 }] }, 'items.0: Llave desconocida: "price"'],
      [{ items: [{ bookId: book.id, quantity: 1 }], total: 1 }, 'Llave desconocida: "total"'],
      [
        {
          items: [
            { bookId: book.id, quantity: 1 },
            { bookId: book.id, quantity: 1 },
          ],
        },
        "Cada libro debe aparecer una sola vez",
      ],
      [{ items: [{ bookId: book.id, quantity: 1 }], email: "no-es-correo" }, "El correo electrónico no es válido"],
    ];
    for (const [body, message] of cases) {
      const res = await quote(t, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });
});

describe("limits", () => {
  it("counts quotes per address like the other public calls (RATE_LIMIT_MAX), then answers 429 in Spanish", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "3" });
    try {
      const cheap = await createBook(limited.prisma, "100.00");
      for (let i = 0; i < 3; i++)
        expect((await quote(limited, { items: [{ bookId: cheap.id, quantity: 1 }] })).status).toBe(200);
      const over = await quote(limited, { items: [{ bookId: cheap.id, quantity: 1 }] });
      expect([over.status, over.body.message]).toEqual([
        429,
        "Demasiadas solicitudes. Intenta de nuevo en unos minutos.",
      ]);
    } finally {
      await limited.close();
    }
  });

  it(`lets an address try ${CODE_GUESSES_PER_HOUR} unknown codes an hour (quote and checkout together), then refuses every code alike`, async () => {
    const guessing = await createTestApp();
    try {
      const cheap = await createBook(guessing.prisma, "100.00");
      await newCode(guessing, { code: "VERANO10" });
      const items = [{ bookId: cheap.id, quantity: 1 }];
      // an existing code costs nothing, however often it is asked for
      for (let i = 0; i < CODE_GUESSES_PER_HOUR + 2; i++)
        expect((await quote(guessing, { items, code: "verano10" })).body.discount?.code).toBe("VERANO10");
      for (let i = 0; i < CODE_GUESSES_PER_HOUR - 1; i++) {
        const guess = await quote(guessing, { items, code: `ADIVINA${i}` });
        expect([guess.status, guess.body.codeRefusal]).toEqual([200, "Ese código no existe"]);
      }
      const atCheckout = await request(guessing.app)
        .post("/api/pago-oxxo")
        .send({ ...checkoutBody([{ id: cheap.id, quantity: 1 }]), code: "OTRO-MAS" });
      expect([atCheckout.status, atCheckout.body.message]).toEqual([409, "Ese código no existe"]);
      const tooMany = "Demasiados intentos con códigos de descuento desde tu conexión. Intenta de nuevo en una hora.";
      for (const code of ["UNO-MAS", "VERANO10"]) {
        const res = await quote(guessing, { items, code });
        expect([res.status, res.body.message]).toEqual([429, tooMany]);
      }
      const checkout = await request(guessing.app)
        .post("/api/pago-oxxo")
        .send({ ...checkoutBody([{ id: cheap.id, quantity: 1 }]), code: "VERANO10" });
      expect([checkout.status, checkout.body.message]).toEqual([429, tooMany]);
      expect(await guessing.prisma.order.count()).toBe(0);
      // a cart without a code is still priced
      expect((await quote(guessing, { items })).status).toBe(200);
    } finally {
      await guessing.close();
    }
  });
});
