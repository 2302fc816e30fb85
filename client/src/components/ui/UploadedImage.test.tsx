// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UploadedImage } from "./UploadedImage";

const renderImage = (src: string) => {
  cleanup();
  render(<UploadedImage src={src} sizes="(min-width: 768px) 32rem, 100vw" alt="Portada" width={800} height={1000} />);
  return screen.getByRole("img", { name: "Portada" });
};

describe("UploadedImage", () => {
  it("offers the server's smaller copies of a local upload and falls back to the 960 px one", () => {
    const img = renderImage("/uploads/books/mx1-abc.webp");
    expect(img.getAttribute("src")).toBe("/uploads/books/mx1-abc.webp?w=960");
    expect(img.getAttribute("srcset")).toBe(
      [160, 320, 480, 720, 960, 1440].map((w) => `/uploads/books/mx1-abc.webp?w=${w} ${w}w`).join(", "),
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 768px) 32rem, 100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "1000"]);
  });

  it("asks Cloudinary for resized, automatically formatted copies", () => {
    const img = renderImage("https://res.cloudinary.com/autora/image/upload/v1712/autora/books/mx1-abc.jpg");
    expect(img.getAttribute("src")).toBe(
      "https://res.cloudinary.com/autora/image/upload/c_limit,w_960,f_auto,q_auto/v1712/autora/books/mx1-abc.jpg",
    );
    expect(img.getAttribute("srcset")).toContain(
      "https://res.cloudinary.com/autora/image/upload/c_limit,w_160,f_auto,q_auto/v1712/autora/books/mx1-abc.jpg 160w",
    );
  });

  it("uses GIFs, other sites' images and previews as they are", () => {
    for (const src of [
      "/uploads/photos/mx1-abc.gif",
      "https://img.youtube.com/vi/x/hqdefault.jpg",
      "blob:http://localhost/1",
    ]) {
      const img = renderImage(src);
      expect(img.getAttribute("src")).toBe(src);
      expect(img.hasAttribute("srcset")).toBe(false);
      expect(img.hasAttribute("sizes")).toBe(false);
    }
  });
});
