// Settings from .env (see .env.example) for npm start and npm run dev; variables already set win. A .env that
// cannot be read stops the start with one clear line (its bad values are reported by the server's settings check).
import { existsSync } from "node:fs";
import { join } from "node:path";

export function loadEnvFile(root) {
  const file = join(root, ".env");
  if (!existsSync(file)) return;
  try {
    process.loadEnvFile(file);
  } catch (err) {
    const reason = { EISDIR: "es una carpeta, no un archivo", EACCES: "no hay permiso para leerlo" }[err?.code] ?? String(err?.message ?? err).replace(/\s+/g, " ");
    console.error(`No se pudo leer ${file}: ${reason}. Corrígelo o bórralo.`);
    process.exit(1);
  }
}
