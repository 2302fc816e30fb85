import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** `@/x` is client/src/x (tsconfig.json says the same). The API contract shared with the server is the workspace
 * package @autora/common (`@autora/common/contract/books.ts`), resolved like any package, so it needs no alias. */
export const alias = { "@": fileURLToPath(new URL("src", import.meta.url)) };

const api = process.env.API_URL ?? "http://localhost:3000";
// The app's shared layer (app shell, components/ui, lib, the store's slices, and the table of pages, which the router
// and the visit statistics read). A feature's module shared by a few of its pages (the blog posts, an order card) is
// left out, so that pages which never show it do not download it.
const sharedLayer =
  /[\\/]client[\\/]src[\\/]((app|components|lib)[\\/]|features[\\/][\w-]+[\\/]\w+Slice\.ts$)|[\\/]common[\\/]pages\.ts$/;
// Shared UI that only forms, account, order and legal pages show: chunked with those pages, not downloaded by every page.
const formsOnly = /[\\/]components[\\/]ui[\\/](AuthCard|PasswordField|PrivacyConsent|LabelledValues|LegalText)\.tsx$/;
// Shared UI and helpers that only pages use (dialogs, text fields, file fields, upload progress, the unsaved-changes
// warning, uploaded images, prices and dates, social links, a page's own title): their own chunk, which the site's
// shell (header, footer, newsletter form) does not need, so `/` does not download it.
const pagesOnly =
  /[\\/](components[\\/]ui[\\/](Modal|TextField|FieldProblem|FileField|ProgressBar|UploadedImage|SocialIcons)\.tsx|components[\\/]ui[\\/]usePageMeta\.ts|lib[\\/](useUnsavedWarning|useMediaQuery|alerts|field-errors|paragraphs)\.ts|common[\\/](format|responsive-image)\.ts)$/;
// Modules that import react-slick, directly or through each other, and its styles (only the carousels' pages load them).
const usesSlider = /[\\/](Slider\.ts|slider\.css|\w*Carousel\.tsx|SliderArrow\.tsx|useSlickFocusFix\.ts)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { "/api": api, "/uploads": api },
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, into dist/.ssr) carries its libraries inside, so
  // the server can load it from wherever the build was written.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: "node20", manifest: false, copyPublicDir: false }
    : {
        target: "es2022",
        reportCompressedSize: true,
        // The browsers this target reaches preload modules themselves; one that cannot simply loads them when imported.
        modulePreload: { polyfill: false },
        manifest: true, // read by bench/bundle.ts to report the JS and CSS each page loads first
        rolldownOptions: {
          // The app's own modules do nothing when imported but declare things (only main.tsx starts something; styles
          // keep their effect). Said so, the bundler places a module with the pages that use it, not with every page
          // that imports its feature's index.ts: the comments' components and the admin's order helpers stay out of
          // the first page's files.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/[\\/]client[\\/]src[\\/].*\.tsx?$/.test(id) || /[\\/]main\.tsx$/.test(id),
          },
          output: {
            // Few, larger files for the first visit: each extra request costs a round trip on a slow phone connection.
            // The libraries every page needs form one chunk and the app's modules shared between pages another. The
            // carousels (react-slick) and their components are left out of both, so they stay lazy like the pages, and so
            // are the modules only some pages of one feature share (see sharedLayer), and what only pages use (pagesOnly).
            codeSplitting: {
              groups: [
                {
                  name: "vendor",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/,
                  priority: 20,
                },
                {
                  name: "shared",
                  test: (id: string) =>
                    sharedLayer.test(id) && !usesSlider.test(id) && !formsOnly.test(id) && !pagesOnly.test(id),
                  minShareCount: 2,
                  priority: 15,
                },
                { name: "page-kit", test: pagesOnly, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
}));
