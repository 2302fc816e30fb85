// After `vite build`: writes a maximum-quality brotli copy (.br) beside each built JS, CSS and SVG file, so the
// server can send it without compressing on every request (and smaller than on-the-fly compression would).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const assetsDir = join(process.argv[2] ?? "dist", "assets");
let saved = 0;
for (const name of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const source = readFileSync(join(assetsDir, name));
  const compressed = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  if (compressed.length >= source.length) continue;
  writeFileSync(join(assetsDir, `${name}.br`), compressed);
  saved += source.length - compressed.length;
}
console.log(`brotli: ${Math.round(saved / 1024)} KB less to send`);
