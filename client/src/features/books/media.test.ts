import { describe, expect, it } from "vitest";
import { bookMedia, mediaLabels, sameMedia, uniqueImageUrls, youtubeId, youtubeThumbnail } from "./media";

const image = (id: number, url: string) => ({ id, url });

describe("youtubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://youtu.be/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("reads the id of %s", (address, id) => {
    expect(youtubeId(address)).toBe(id);
  });

  it.each([
    "https://vimeo.com/123456789",
    "https://www.youtube.com/channel/UC1234567890",
    "https://www.youtube.com/watch?v=short",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "no es una dirección",
    "",
  ])("refuses %s", (address) => {
    expect(youtubeId(address)).toBeNull();
  });

  it("builds the preview image address", () => {
    expect(youtubeThumbnail("dQw4w9WgXcQ")).toBe("https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });
});

describe("bookMedia", () => {
  it("lists each image and each video once, images first", () => {
    const media = bookMedia({
      images: [image(1, "/uploads/a.png"), image(2, "/uploads/b.png"), image(3, "/uploads/a.png")],
      videos: [
        "https://youtu.be/dQw4w9WgXcQ",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://youtu.be/9bZkp7q19f0",
      ],
    });
    expect(media).toEqual([
      { kind: "image", url: "/uploads/a.png" },
      { kind: "image", url: "/uploads/b.png" },
      { kind: "video", url: "https://youtu.be/dQw4w9WgXcQ", videoId: "dQw4w9WgXcQ" },
      { kind: "video", url: "https://youtu.be/9bZkp7q19f0", videoId: "9bZkp7q19f0" },
    ]);
  });

  it("leaves out links that are not YouTube videos and empty image URLs", () => {
    const media = bookMedia({ images: [image(1, "")], videos: ["https://vimeo.com/1", "texto"] });
    expect(media).toEqual([]);
  });

  it("treats two links to the same video as the same media", () => {
    const [a, b] = [
      { kind: "video", url: "https://youtu.be/dQw4w9WgXcQ", videoId: "dQw4w9WgXcQ" },
      { kind: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", videoId: "dQw4w9WgXcQ" },
    ] as const;
    expect(sameMedia(a, b)).toBe(true);
    expect(sameMedia({ kind: "image", url: "/a.png" }, { kind: "image", url: "/b.png" })).toBe(false);
  });
});

describe("uniqueImageUrls", () => {
  it("keeps the first occurrence order", () => {
    expect(uniqueImageUrls({ images: [image(1, "/c.png"), image(2, "/a.png"), image(3, "/c.png")] })).toEqual([
      "/c.png",
      "/a.png",
    ]);
  });
});

describe("mediaLabels", () => {
  it("numbers images and videos separately", () => {
    const media = bookMedia({
      images: [image(1, "/a.png"), image(2, "/b.png")],
      videos: ["https://youtu.be/dQw4w9WgXcQ"],
    });
    expect(mediaLabels(media, "Urdimbre")).toEqual([
      "Imagen 1 de Urdimbre",
      "Imagen 2 de Urdimbre",
      "Video 1 de Urdimbre",
    ]);
  });
});
