import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL ?? "http://localhost:3000";
// Modules that import react-slick, directly or through each other.
const usesSlider = /[\\/](Slider\.ts|\w*Carousel\.tsx|SliderArrow\.tsx|useSlickFocusFix\.ts)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
        manifest: true, // read by bench/bundle.ts to report the JS and CSS each page loads first
        rolldownOptions: {
          output: {
            // Few, larger files for the first visit: each extra request costs a round trip on a slow phone connection.
            // The libraries every page needs form one chunk and the app's modules shared between pages another. The
            // carousels (react-slick) and their components are left out of both, so they stay lazy like the pages.
            codeSplitting: {
              groups: [
                { name: "vendor", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/, priority: 20 },
                { name: "shared", test: (id: string) => /client[\\/]src[\\/]/.test(id) && !usesSlider.test(id), minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
}));
