// Settings from .env (see .env.example) for npm start and npm run dev; variables already set win. A .env that
// cannot be read stops the start with one clear line (its bad values are reported by the server's settings check).
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

export function loadEnvFile(root) {
  const file = join(root, ".env");
  if (!existsSync(file)) return;
  const stop = (reason) => {
    console.error(`No se pudo leer ${file}: ${reason}. Corrígelo o bórralo.`);
    process.exit(1);
  };
  if (statSync(file).isDirectory()) stop("es una carpeta, no un archivo"); // Node 20's own message says less
  try {
    process.loadEnvFile(file);
  } catch (err) {
    stop(err?.code === "EACCES" ? "no hay permiso para leerlo" : String(err?.message ?? err).replace(/\s+/g, " "));
  }
}
