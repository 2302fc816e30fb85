// @vitest-environment jsdom
// After a navigation in the browser, the tab title, description and Open Graph tags are the ones the server writes for
// that page: both come from the table of pages (@autora/common/pages.ts) and the page's loader data.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { pageLoad, renderRoute, siteContent } from "@/test/render-route";

const metaOf = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;
const photos = [
  {
    id: 1,
    url: "/uploads/photos/telar.png",
    descripcion: "Telar de cintura",
    activo: true,
    createdAt: "2025-01-01T00:00:00Z",
  },
];

describe("the page's head after a navigation in the browser", () => {
  it("names the gallery and then the blog post, with their description and Open Graph tags", async () => {
    document.head.innerHTML = '<meta name="description" content="Genérica" /><title>Autora Colimense</title>';
    const post = {
      id: 1,
      title: "El telar de cintura: hilos que cuentan historias",
      date: "2024-03-15",
      body: "En muchas comunidades de México, el telar de cintura se aprende en casa.\n\nOtro párrafo.",
      tags: ["telar"],
      imageUrl: null,
      imageAlt: "",
    };
    fakeApi({
      "GET /site-content": { data: siteContent },
      "GET /fotografias": { data: photos },
      "GET /blog-posts/1": { data: post },
    });
    const { router } = renderRoute("/");
    await waitFor(() => expect(document.title).toBe("Mariana Ruiz Cárdenas · Autora Colimense"), pageLoad);

    await act(() => router.navigate("/gallery"));
    await waitFor(() => expect(document.title).toBe("Galería · Mariana Ruiz Cárdenas"), pageLoad);
    expect(metaOf("description")).toBe("Mis historias fotográficas: Telar de cintura.");
    expect(metaOf("og:title")).toBe("Galería · Mariana Ruiz Cárdenas");
    expect(metaOf("og:url")).toBe(`${window.location.origin}/gallery`);
    expect(metaOf("og:image")).toBe(`${window.location.origin}/uploads/photos/telar.png`);

    await act(() => router.navigate("/blog/1"));
    await waitFor(
      () => expect(document.title).toBe("El telar de cintura: hilos que cuentan historias · Mariana Ruiz Cárdenas"),
      pageLoad,
    );
    await screen.findByRole("heading", { level: 1, name: "El telar de cintura: hilos que cuentan historias" });
    expect(metaOf("og:description")).toMatch(/^En muchas comunidades de México, el telar de cintura/);
    expect(metaOf("og:image")).toBe(`${window.location.origin}/og-image.png`);
    const posting = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "El telar de cintura: hilos que cuentan historias",
      datePublished: "2024-03-15",
    });

    // a page the table only names: its name, with the same name after the dot as every other page, and the site's
    // description; the previous page's JSON-LD goes
    await act(() => router.navigate("/login"));
    await waitFor(() => expect(document.title).toBe("Iniciar sesión · Mariana Ruiz Cárdenas"), pageLoad);
    expect(metaOf("og:title")).toBe("Iniciar sesión · Mariana Ruiz Cárdenas");
    expect(metaOf("og:url")).toBe(`${window.location.origin}/login`);
    expect(metaOf("description")).toMatch(/^Autora Colimense: diseñadora y escritora/);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
