// The book page, the book detail page, the gallery and the cart, as a visitor and as a signed-in reader.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  callApi as call,
  createBook,
  launchBrowser,
  newPage,
  screenshot as saveScreenshot,
  shownUpload,
  signInAs,
  viewports,
} from "../lib/browser.ts";
import { pngFile } from "../../server/test/files.ts";

interface Book {
  id: number;
  name: string;
  price: number;
  images: { url: string }[];
}
interface Photo {
  id: number;
  descripcion: string;
}

const reader = {
  nombre: "Lectora de Prueba",
  email: `lectora-${Date.now()}@example.com`,
  password: "lectura-segura-123",
};
// Comments on the gallery come from another reader: an account may post only one comment every 15 seconds.
const galleryReader = {
  nombre: "Lectora de la Galería",
  email: `lectora-galeria-${Date.now()}@example.com`,
  password: "lectura-segura-456",
};
const phoneReader = {
  nombre: "Lectora del Teléfono",
  email: `lectora-telefono-${Date.now()}@example.com`,
  password: "lectura-segura-789",
};
let browser: Browser;
let book: Book;
let adminToken: string;

/** A small valid PNG; a different shade for each upload. */
const png = (shade: number) => new Blob([new Uint8Array(pngFile(shade))], { type: "image/png" });

/** The demo content normally provides the book and the photos; a bare database gets them through the admin API. */
async function ensureContent() {
  const { token } = await call<{ token: string }>("/usuarios/login", { method: "POST", body: JSON.stringify(admin) });
  adminToken = token;
  let books = await call<Book[]>("/books");
  if (!books.length) {
    await createBook(token, [png(200), png(60)], "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    books = await call<Book[]>("/books");
  }
  const photos = await call<Photo[]>("/fotografias");
  for (let n = photos.length; n < 2; n++) {
    const form = new FormData();
    form.append("file", png(40 * n), `foto-${n}.png`);
    form.append("descripcion", `Fotografía de prueba ${n + 1}`);
    form.append("activo", "true");
    await call("/fotografias/create", { method: "POST", body: form, token });
  }
  await call("/usuarios/crear", { method: "POST", body: JSON.stringify({ ...reader, rol: 2 }) });
  await call("/usuarios/crear", { method: "POST", body: JSON.stringify({ ...galleryReader, rol: 2 }) });
  await call("/usuarios/crear", { method: "POST", body: JSON.stringify({ ...phoneReader, rol: 2 }) });
  return books[0];
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** "$1,350.00 MXN", as the site writes a price. */
const price = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

/** A full-page screenshot taken from the top, so that the sticky header sits where it belongs, once the page-change
 * overlay has gone. */
async function screenshot(page: Page, name: string) {
  await page.locator(".page-overlay").waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await saveScreenshot(page, name);
}

/** Scrolls through the page so that lazy images load before a full-page screenshot. */
async function revealLazyImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForLoadState("networkidle");
}

beforeAll(async () => {
  browser = await launchBrowser();
  book = await ensureContent();
});
afterAll(() => browser?.close());

describe("book page /urdimbre", () => {
  it("shows the book, switches the main media from the thumbnails and adds the book to the cart", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    // The test machine may be offline: YouTube's preview images are answered here.
    const previews: string[] = [];
    await context.route("https://img.youtube.com/**", (route) => {
      previews.push(route.request().url());
      return route.fulfill({ contentType: "image/png", body: pngFile(30) });
    });
    await open(page, "/urdimbre");
    await expect.poll(() => page.locator("h1").textContent()).toBe(book.name);
    expect(await page.getByText(price(book.price), { exact: true }).count()).toBe(1);
    expect(await page.getByText("Envío sin costo a todo México").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Detalles" }).isVisible()).toBe(true);

    const mainImage = page.locator(".media-viewer img");
    // 512 px wide on this screen: the 720 px copy, not the original
    expect(await shownUpload(mainImage)).toEqual({ path: book.images[0].url, width: 720 });
    await screenshot(page, "urdimbre-1280");
    await page.getByRole("button", { name: `Imagen 2 de ${book.name}` }).click();
    await expect.poll(() => shownUpload(mainImage)).toEqual({ path: book.images[1].url, width: 720 });
    expect(await page.getByRole("button", { name: `Imagen 2 de ${book.name}` }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // The video thumbnail may be past the visible slides: move the carousel until it shows.
    const videoThumb = page.getByRole("button", { name: `Video 1 de ${book.name}` });
    const next = page.getByRole("button", { name: "Miniaturas siguientes" });
    for (let i = 0; i < 10 && (await videoThumb.count()) === 0; i++) {
      await next.click();
      await page.waitForTimeout(600);
    }
    const preview = await videoThumb.locator("img").getAttribute("src");
    expect(preview).toMatch(/^https:\/\/img\.youtube\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    await expect.poll(() => previews).toContain(preview);
    await videoThumb.click();
    expect(await page.locator(".media-viewer iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );

    // A visitor reads comments and testimonials but gets no comment box.
    expect(await page.getByRole("heading", { name: "Comentarios:" }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder("Escribe tu comentario...").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Testimonios" }).isVisible()).toBe(true);

    expect(await page.getByTestId("cart-badge").count()).toBe(0);
    await page.getByRole("button", { name: "COMPRAR" }).click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toMatch(/^1/);
    expect(await page.locator(".buy__status").textContent()).toContain("Agregado al carrito.");
    await page.getByRole("button", { name: "COMPRAR" }).click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toMatch(/^2/);
    expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe(JSON.stringify({ [book.id]: 2 }));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a signed-in reader comment and lists the comment with the reader's name", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await signInAs(page, reader.email, reader.password);
    await open(page, "/urdimbre");
    const box = page.getByPlaceholder("Escribe tu comentario...");
    await box.waitFor();
    expect(await page.getByLabel("Tu comentario").count()).toBe(1);

    // Blank comments are not sent.
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/comentarios")) posts++;
    });
    await box.fill("   ");
    await page.getByRole("button", { name: "Enviar comentario" }).click();
    await page.waitForTimeout(300);
    expect(posts).toBe(0);

    const text = `Me encantó la historia del telar ${Date.now()}`;
    await box.fill(text);
    await page.getByRole("button", { name: "Enviar comentario" }).click();
    const comment = page.locator(".book-comment", { hasText: text });
    await comment.waitFor();
    // the author, then the comment's date
    expect(await comment.locator(".book-comment__author").textContent()).toContain(`${reader.nombre} `);
    expect(await comment.locator(".book-comment__author time").getAttribute("datetime")).toBeTruthy();
    expect(await box.inputValue()).toBe("");
    expect(posts).toBe(1);

    await screenshot(page, "urdimbre-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("book detail page /books/:bookId", () => {
  it("shows the label, the name, the facts and a column of thumbnails on large screens", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await open(page, `/books/${book.id}`);
    expect(await page.locator(".book-detail__label").textContent()).toBe("Libro");
    expect(await page.locator("h1").textContent()).toBe(book.name);
    expect(await page.getByText(/^Idioma: \S/).isVisible()).toBe(true);
    expect(await page.getByText(/^Formato: \S/).isVisible()).toBe(true);
    expect(await page.getByText(price(book.price), { exact: true }).isVisible()).toBe(true);

    const main = page.locator(".book-detail__frame img");
    expect(await shownUpload(main)).toEqual({ path: book.images[0].url, width: 480 });
    expect(await main.evaluate((img) => [img.clientWidth, img.clientHeight])).toEqual([400, 600]);
    expect(await page.locator(".detail-thumbs").isVisible()).toBe(true);
    expect(await page.locator(".detail-carousel").count()).toBe(0);
    await page.getByRole("button", { name: `Imagen 2 de ${book.name}` }).click();
    await expect.poll(() => shownUpload(main)).toEqual({ path: book.images[1].url, width: 480 });

    await page.getByRole("button", { name: "COMPRAR" }).click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toMatch(/^1/);
    await screenshot(page, "book-detail-1280");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("uses a carousel on small screens and the 404 page for an unknown book", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await open(page, `/books/${book.id}`);
    await page.locator(".detail-carousel .slick-slide").first().waitFor();
    expect(await page.locator(".detail-thumbs").count()).toBe(0);
    expect(await page.locator(".detail-carousel .slick-dots").count()).toBe(0);
    await screenshot(page, "book-detail-390");

    await open(page, "/books/999999");
    await page.getByRole("heading", { level: 1, name: "Página no encontrada" }).waitFor();
    expect(await page.getByText("Idioma:").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("gallery /gallery", () => {
  it("shows a visitor the photos without hearts and asks to sign in to comment", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await open(page, "/gallery");
    expect(await page.locator("h1").textContent()).toBe("Mis historias fotográficas");
    expect(await page.locator(".photo-card").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator(".favorite-button").count()).toBe(0);
    const lazy = await page
      .locator(".photo-card img")
      .evaluateAll((imgs) =>
        imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("width"), img.getAttribute("height")]),
      );
    expect(lazy.every(([, width, height]) => width && height)).toBe(true);
    if (lazy.length > 3) expect(lazy.slice(3).every(([loading]) => loading === "lazy")).toBe(true);
    await revealLazyImages(page);
    await screenshot(page, "gallery-1280");

    await page.locator(".photo-card__open").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await page.getByRole("link", { name: "Inicia sesión para comentar" }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder("Añadir un comentario...").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Cerrar");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("photo-card__open");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a reader keep a favourite across reloads and comment in the modal", async () => {
    const { page, context, errors } = await newPage(browser, viewports.desktop);
    await signInAs(page, galleryReader.email, galleryReader.password);
    await open(page, "/gallery");
    const heart = page.locator(".favorite-button").first();
    await heart.waitFor();
    expect(await heart.getAttribute("aria-label")).toMatch(/^Favorita: /);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/favoritos") && r.request().method() === "POST"),
      heart.click(),
    ]);
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    expect(await heart.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(208, 33, 45)");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "gallery-reader-1280");

    await page.locator(".photo-card__open").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const input = page.getByPlaceholder("Añadir un comentario...");
    await input.waitFor();
    const text = `Qué colores tan vivos ${Date.now()}`;
    await input.fill(text);
    await page.getByRole("button", { name: "Enviar comentario" }).click();
    await page.locator(".photo-comment").first().filter({ hasText: text }).waitFor();
    expect(await page.getByRole("heading", { name: "Comentarios:" }).isVisible()).toBe(true);
    expect(await page.locator(".photo-comment").first().locator("strong").textContent()).toBe(galleryReader.nombre);
    expect(await input.inputValue()).toBe("");
    await screenshot(page, "gallery-modal-1280");

    // A click on the overlay closes the modal and forgets the draft.
    await input.fill("borrador sin enviar");
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: "detached" });
    await page.locator(".photo-card__open").first().click();
    await input.waitFor();
    expect(await input.inputValue()).toBe("");
    await page.keyboard.press("Escape");

    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/favoritos/") && r.request().method() === "DELETE"),
      heart.click(),
    ]);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the comments below the photo in the modal on small screens", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await signInAs(page, phoneReader.email, phoneReader.password);
    await open(page, "/gallery");
    await revealLazyImages(page);
    await screenshot(page, "gallery-390");
    await page.locator(".photo-card__open").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const input = dialog.getByPlaceholder("Añadir un comentario...");
    await input.waitFor();
    // the comments come after the photo, inside the dialog (both measured at once: the dialog may scroll meanwhile)
    const [photoBox, commentsBox] = await dialog.evaluate((box) =>
      [box.querySelector("img")!, box.querySelector(".photo-comments")!].map(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      ),
    );
    expect(commentsBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height - 1);
    expect(commentsBox.width).toBeGreaterThan(300);
    const text = `Desde el teléfono ${Date.now()}`;
    await input.fill(text);
    await dialog.getByRole("button", { name: "Enviar comentario" }).click();
    await dialog.locator(".photo-comment").first().filter({ hasText: text }).waitFor();
    await screenshot(page, "gallery-modal-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("cart /cart", () => {
  for (const [size, viewport] of Object.entries({ 1280: viewports.desktop, 390: viewports.mobile })) {
    it(`changes quantities, removes, totals and goes on to payment (${size} px)`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await open(page, "/cart");
      expect(await page.locator("h1").textContent()).toBe("Carrito");
      expect(await page.getByText("¡Aún no hay nada en tu carrito!").isVisible()).toBe(true);
      await screenshot(page, `cart-empty-${size}`);

      await page.evaluate((id) => localStorage.setItem("cartItems", JSON.stringify({ [id]: 2, 999999: 4 })), book.id);
      await open(page, "/cart");
      const quantity = page.getByLabel("Cantidad");
      await quantity.waitFor();
      // the total is the server's quote, which arrives after the lines
      const total = page.locator(".cart-summary__total");
      expect(await page.getByRole("heading", { name: "Tu total:" }).isVisible()).toBe(true);
      expect(await page.locator(".cart-item").count()).toBe(1); // the unknown id is neither listed nor counted
      expect(await page.locator(".cart-item__price").textContent()).toBe(price(book.price));
      expect(await quantity.inputValue()).toBe("2");
      await expect.poll(() => total.textContent()).toBe(`Total${price(book.price * 2)}`);
      await screenshot(page, `cart-${size}`);

      await quantity.fill("3");
      await expect.poll(() => total.textContent()).toBe(`Total${price(book.price * 3)}`);
      await quantity.fill("0"); // below 1: not taken, and no old total meanwhile
      await expect.poll(() => total.textContent()).toBe("Total—");
      expect(await page.getByRole("button", { name: "Proceder al pago" }).isDisabled()).toBe(true);
      await quantity.blur();
      expect(await quantity.inputValue()).toBe("3");
      await expect.poll(() => total.textContent()).toBe(`Total${price(book.price * 3)}`);

      // + raises it by one; both buttons are tap targets of 44 px
      const add = page.getByRole("button", { name: `Agregar uno de ${book.name}` });
      await add.click();
      expect(await quantity.inputValue()).toBe("4");
      for (const button of [add, page.getByRole("button", { name: `Quitar uno de ${book.name}` })]) {
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await page.getByRole("button", { name: `Quitar uno de ${book.name}` }).click();
      await expect.poll(() => total.textContent()).toBe(`Total${price(book.price * 3)}`);

      const remove = page.getByRole("button", { name: `Quitar uno de ${book.name}` });
      await remove.click();
      expect(await quantity.inputValue()).toBe("2");
      await expect.poll(() => total.textContent()).toBe(`Total${price(book.price * 2)}`);

      await page.getByRole("button", { name: "Proceder al pago" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/place-order");
      await page.goBack();
      await remove.click();
      expect(await remove.isDisabled()).toBe(true); // − stops at 1: only "Eliminar" takes the book out
      await page.getByRole("button", { name: `Eliminar ${book.name} del carrito` }).click();
      await page.getByText("¡Aún no hay nada en tu carrito!").waitFor();
      expect(await page.locator(".cart-item").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Deshacer" }).isVisible()).toBe(true);
      await screenshot(page, `cart-removed-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** The book's copies in stock, set through the admin API with every other field as it is (null: sin límite). */
async function setStock(stock: number | null) {
  const current = await call<Book & Record<string, unknown> & { videos: string[] }>(`/book/${book.id}`);
  const form = new FormData();
  for (const key of [
    "name",
    "description",
    "price",
    "language",
    "editorial",
    "format",
    "pages",
    "isbn",
    "publicationDate",
  ]) {
    if (current[key] !== null && current[key] !== undefined) form.append(key, String(current[key]));
  }
  for (const video of current.videos) form.append("video", video);
  form.append("stock", stock === null ? "ilimitado" : String(stock));
  await call(`/book/${book.id}`, { method: "PUT", body: form, token: adminToken });
}

const tallEnough = async (locator: ReturnType<Page["getByRole"]>) => ((await locator.boundingBox())?.height ?? 0) >= 44;

describe("buying on a phone", () => {
  it("COMPRAR on /urdimbre says 'Agregado al carrito' with a 'Ver carrito' of 44 px that leads to the cart, then the checkout", async () => {
    const { page, context, errors } = await newPage(browser, viewports.mobile);
    await signInAs(page, phoneReader.email, phoneReader.password);
    await open(page, "/urdimbre");
    // beside the price: how payment and delivery work
    const terms = page.getByRole("list", { name: "Pago y entrega" });
    expect(await terms.getByText("Pago en efectivo en OXXO.").isVisible()).toBe(true);
    expect(await terms.getByText(/^Tiempo de entrega:/).isVisible()).toBe(true);
    await screenshot(page, "urdimbre-terms-390");

    await page.getByRole("button", { name: "COMPRAR" }).click();
    const status = page.locator(".buy__status");
    await status.getByText("Agregado al carrito.").waitFor();
    const toCart = status.getByRole("link", { name: "Ver carrito" });
    expect(await tallEnough(toCart)).toBe(true);
    expect(await tallEnough(page.getByRole("button", { name: "COMPRAR" }))).toBe(true);
    await screenshot(page, "urdimbre-added-390");

    await toCart.click();
    await page.getByRole("heading", { level: 1, name: "Carrito" }).waitFor();
    expect(await page.getByLabel("Cantidad").inputValue()).toBe("1");
    await expect.poll(() => page.locator(".cart-summary__total").textContent()).toBe(`Total${price(book.price)}`);
    await screenshot(page, "cart-after-buy-390");

    // the checkout starts with the signed-in reader's name and e-mail
    await page.getByRole("button", { name: "Proceder al pago" }).click();
    await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();
    const form = page.getByRole("group", { name: "Datos de envío" });
    await expect
      .poll(() => form.getByLabel("Correo electrónico", { exact: true }).inputValue())
      .toBe(phoneReader.email);
    expect([await form.getByLabel("Nombre(s)").inputValue(), await form.getByLabel("Apellidos").inputValue()]).toEqual([
      "Lectora",
      "del Teléfono",
    ]);
    // nothing sticks out sideways on the phone (a fieldset used to be as wide as the longest state's name)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "place-order-prefilled-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the copies in stock", () => {
  for (const [size, viewport] of Object.entries({ 390: viewports.mobile, 1280: viewports.desktop })) {
    it(`says 'Quedan 2 ejemplares', and COMPRAR and the cart stop at the stock (${size} px)`, async () => {
      await setStock(2);
      const { page, context, errors } = await newPage(browser, viewport);
      try {
        await open(page, "/urdimbre");
        await page.getByText("Quedan 2 ejemplares", { exact: true }).waitFor();
        const buy = page.getByRole("button", { name: "COMPRAR" });
        await buy.click();
        await buy.click();
        await buy.click();
        await page.locator(".buy__status").getByText("Ya tienes en tu carrito los 2 ejemplares que quedan.").waitFor();
        expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe(JSON.stringify({ [book.id]: 2 }));
        await screenshot(page, `urdimbre-few-left-${size}`);

        await page.getByRole("link", { name: "Ver carrito" }).click();
        const quantity = page.getByLabel("Cantidad");
        await quantity.waitFor();
        expect(await quantity.getAttribute("max")).toBe("2");
        expect(await page.getByRole("button", { name: `Agregar uno de ${book.name}` }).isDisabled()).toBe(true);
        expect(await page.getByText("Solo quedan 2 ejemplares: no puedes agregar más.").isVisible()).toBe(true);
        await quantity.fill("5");
        await quantity.blur();
        expect(await quantity.inputValue()).toBe("2");
        await expect
          .poll(() => page.locator(".cart-summary__total").textContent())
          .toBe(`Total${price(book.price * 2)}`);
        await screenshot(page, `cart-capped-${size}`);

        await page.getByRole("button", { name: "Proceder al pago" }).click();
        await page.getByRole("heading", { level: 1, name: "Información de envío" }).waitFor();
        await page.getByText(`× 2`).first().waitFor();
        await screenshot(page, `place-order-capped-${size}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await setStock(null);
      }
    });
  }
});
