import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": api, "/uploads": api },
  },
  build: {
    target: "es2022",
    reportCompressedSize: true,
    manifest: true, // read by bench/bundle.ts to report the JS and CSS each page loads first
  },
});
