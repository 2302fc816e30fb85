import { describe, expect, it } from "vitest";
import { sampleBook } from "@/test/books";
import { bookFormFromBook, buildBookFormData, emptyBookForm, moveFirst } from "./bookFormData";

const images = [
  { id: 1, url: "/uploads/books/a.png" },
  { id: 2, url: "/uploads/books/b.png" },
  { id: 3, url: "/uploads/books/c.png" },
];

describe("buildBookFormData", () => {
  const values = {
    ...emptyBookForm,
    name: " Urdimbre ",
    price: "350",
    pages: "120",
    publicationDate: "05/03/2024",
    videos: ["https://youtu.be/a", "https://youtu.be/b"],
  };

  it("sends the book's multipart fields: dates as ISO, trimmed text, repeated videos, kept and new images", () => {
    const result = buildBookFormData(
      values,
      [images[1]],
      [new File(["x"], "nueva.png", { type: "image/png" })],
      null,
      new Date("2025-01-01T10:00:00Z"),
    );
    if (!result.ok) throw new Error(result.message);
    const body = result.body;
    expect(body.get("publicationDate")).toBe("2024-03-05T00:00:00.000Z");
    expect(body.get("name")).toBe("Urdimbre");
    expect(body.get("price")).toBe("350");
    expect(body.get("pages")).toBe("120");
    expect(body.get("date")).toBe("2025-01-01T10:00:00.000Z");
    expect(body.get("deliveryTime")).toBe("3 a 7 días hábiles"); // a new book starts with the default
    expect(body.getAll("video")).toEqual(["https://youtu.be/a", "https://youtu.be/b"]);
    expect(JSON.parse(String(body.get("image")))).toEqual([images[1]]);
    expect((body.getAll("images")[0] as File).name).toBe("nueva.png");
  });

  it("sends the copies in stock, or 'ilimitado' for sin límite, and refuses a missing or negative number", () => {
    const unlimited = buildBookFormData(values, [], [], null);
    expect(unlimited.ok && unlimited.body.get("stock")).toBe("ilimitado");
    const counted = buildBookFormData({ ...values, stockUnlimited: false, stock: " 12 " }, [], [], null);
    expect(counted.ok && counted.body.get("stock")).toBe("12");
    for (const stock of ["", "-1", "2.5"]) {
      expect(buildBookFormData({ ...values, stockUnlimited: false, stock }, [], [], null)).toEqual({
        ok: false,
        field: "stock",
        message: "Escribe los ejemplares disponibles (0 o más) o marca «Sin límite».",
      });
    }
  });

  it("sends «Ejemplar dedicado» as true or false, off for a new book and as stored for an existing one", () => {
    const plain = buildBookFormData(values, [], [], null);
    expect(plain.ok && plain.body.get("dedicado")).toBe("false");
    const signed = buildBookFormData(bookFormFromBook(sampleBook({ dedicado: true })), [], [], null);
    expect(signed.ok && signed.body.get("dedicado")).toBe("true");
  });

  it("sends the stock the editor opened with as stockBefore when editing a book, and none for a new book", () => {
    const editing = buildBookFormData({ ...values, stockUnlimited: false, stock: "7" }, [], [], { stock: 9 });
    expect(editing.ok && editing.body.get("stockBefore")).toBe("9");
    const wasUnlimited = buildBookFormData(values, [], [], { stock: null });
    expect(wasUnlimited.ok && wasUnlimited.body.get("stockBefore")).toBe("ilimitado");
    const created = buildBookFormData(values, [], [], null);
    expect(created.ok && created.body.has("stockBefore")).toBe(false);
  });

  it("refuses a date that is not DD/MM/AAAA", () => {
    expect(buildBookFormData({ ...values, publicationDate: "2024-03-05" }, [], [], null)).toEqual({
      ok: false,
      field: "publicationDate",
      message: "Escribe la fecha de publicación como DD/MM/AAAA.",
    });
  });
});

describe("moveFirst", () => {
  it("puts the chosen image first and keeps the others in order", () => {
    expect(moveFirst(images, 3).map((image) => image.id)).toEqual([3, 1, 2]);
    expect(moveFirst(images, 9)).toBe(images);
  });
});
