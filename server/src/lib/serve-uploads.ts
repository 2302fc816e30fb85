// /uploads: the files of the local storage. The path is decoded and resolved once, and every rule is applied to the
// file that is sent: only names the storage writes (images in books/, photos/ and pages/, PDFs in blog/; anything else 404),
// the content type decided here from that name, never an original with too many pixels, and ?w= for a smaller copy.
// Every answer is sandboxed: even a file that got into the folder some other way can never run script on the site.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { IMAGE_WIDTHS, LOCAL_RESIZABLE_UPLOAD } from "@autora/common/responsive-image.ts";
import { HttpError, notFound } from "./errors.ts";
import { imageVariants } from "./image-variants.ts";
import type { Logger } from "./logger.ts";
import { localUploadType } from "./storage.ts";

export const IMAGE_TOO_LARGE = "Esta imagen es demasiado grande para mostrarse";
export const WIDTH_NOT_ALLOWED = `El ancho de imagen debe ser uno de: ${IMAGE_WIDTHS.join(", ")}`;

/** The file a request path names, inside the uploads folder ("/photos/x%2Djpg" is "photos/x-jpg"); undefined when it cannot be decoded. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path).replace(/^\//, "");
  } catch {
    return undefined;
  }
}

export function serveUploads(dirs: { uploadsDir: string; variantsDir: string }, log: Logger): RequestHandler {
  const variants = imageVariants(dirs, log);

  return async (req, res) => {
    // The site's policy plus sandbox: the file is shown as a document of no origin, without scripts.
    const policy = res.getHeader("Content-Security-Policy");
    res.setHeader("Content-Security-Policy", policy ? `${String(policy)}; sandbox` : "sandbox");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") throw new HttpError(405, "Método no permitido");

    const storageId = decodedPath(req.path) ?? "";
    let type = localUploadType(storageId);
    if (!type || !existsSync(join(dirs.uploadsDir, storageId))) throw notFound();
    // Originals over the limit (uploaded before uploads were checked) are never sent, whole or resized.
    if (type.startsWith("image/") && (await variants.isOversized(storageId))) throw new HttpError(404, IMAGE_TOO_LARGE);

    let root = dirs.uploadsDir;
    let name = storageId;
    if (req.query.w !== undefined) {
      const width = Number(req.query.w);
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new HttpError(400, WIDTH_NOT_ALLOWED);
      // GIFs (maybe animated) and PDFs are sent as they are, and so is an image whose copy cannot be made.
      const copy = LOCAL_RESIZABLE_UPLOAD.test(`/uploads/${storageId}`)
        ? await variants.copyOf(storageId, width)
        : undefined;
      if (copy) [root, name, type] = [dirs.variantsDir, copy, "image/webp"];
    }
    res.setHeader("Content-Type", type);
    // Relative to `root`: send refuses any dot-folder in the path it is given, and the default DATA_DIR is `.data`.
    res.sendFile(name, { root, maxAge: "7d" });
  };
}
