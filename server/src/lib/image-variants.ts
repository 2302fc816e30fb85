// Smaller copies of uploaded images: /uploads/books/x.jpg?w=720 answers a WebP at most 720 px wide, made with
// sharp on the first request and kept under DATA_DIR/image-variants. Pages ask for the width they show
// (common/responsive-image.ts), so a phone never downloads a 10 MB original.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RequestHandler } from "express";
import sharp from "sharp";
import { IMAGE_WIDTHS, LOCAL_RESIZABLE_UPLOAD } from "@autora/common/responsive-image.ts";
import { HttpError } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { MAX_IMAGE_PIXELS } from "./uploads.ts";

// Refuses decompression bombs: a small file that would unpack into gigabytes of pixels.
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/** Any uploaded image, GIFs included: [, kind, file name]. */
const UPLOADED_IMAGE = /^\/uploads\/(books|photos|blog)\/([\w-]+\.(?:jpe?g|png|webp|avif|gif))$/i;
export const IMAGE_TOO_LARGE = "Esta imagen es demasiado grande para mostrarse";
const WEBP_QUALITY = 75;

export const WIDTH_NOT_ALLOWED = `El ancho de imagen debe ser uno de: ${IMAGE_WIDTHS.join(", ")}`;

/** The name, inside DATA_DIR/image-variants, of the copy of an upload ("photos/x.jpg") at one width. */
const variantName = (storageId: string, width: number) => `${storageId.replace(/\.\w+$/, "")}-${width}.webp`;

/** The copies of one upload, for deleting them with it. */
export const variantFiles = (variantsDir: string, storageId: string) => IMAGE_WIDTHS.map((width) => join(variantsDir, variantName(storageId, width)));

/** Mounted at /uploads before the static files; requests without ?w go on to the original. */
export function imageVariants({ uploadsDir, variantsDir }: { uploadsDir: string; variantsDir: string }, log: Logger): RequestHandler {
  const making = new Map<string, Promise<boolean>>(); // one sharp run per copy, however many ask at once

  async function make(source: string, target: string, width: number): Promise<boolean> {
    const partial = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`; // unique even across machines sharing the folder
    try {
      await mkdir(dirname(target), { recursive: true });
      await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // applies the camera's orientation before the metadata is dropped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toFile(partial);
      await rename(partial, target);
      return true;
    } catch (err) {
      log.warn({ err, source, width }, "no se pudo reducir la imagen; se envía la original");
      await rm(partial, { force: true });
      return false;
    }
  }

  // Whether an image has more pixels than anyone should be sent, read from its header once per file.
  const oversized = new Map<string, Promise<boolean>>();
  function isOversized(file: string): Promise<boolean> {
    let known = oversized.get(file);
    if (!known) {
      if (oversized.size > 10_000) oversized.clear();
      known = sharp(file, { limitInputPixels: false })
        .metadata()
        .then(({ width = 0, height = 0 }) => width * height > MAX_IMAGE_PIXELS)
        .catch(() => false); // unreadable: sent as it is, the browser shows nothing either way
      oversized.set(file, known);
    }
    return known;
  }

  return async (req, res, next) => {
    // Originals over the limit (uploaded before uploads were checked) are never sent, whole or resized.
    const image = UPLOADED_IMAGE.exec(req.baseUrl + req.path);
    const imageFile = image && join(uploadsDir, image[1], image[2]);
    if (imageFile && existsSync(imageFile) && (await isOversized(imageFile))) throw new HttpError(404, IMAGE_TOO_LARGE);

    if (req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new HttpError(400, WIDTH_NOT_ALLOWED);
    const upload = LOCAL_RESIZABLE_UPLOAD.exec(req.baseUrl + req.path); // anything else is sent as it is
    if (!upload) return next();
    const [, kind, stem, ext] = upload;
    const source = join(uploadsDir, kind, `${stem}.${ext}`);
    if (!existsSync(source)) return next(); // the static files answer 404
    const name = variantName(`${kind}/${stem}.${ext}`, width);
    const target = join(variantsDir, name);

    if (!existsSync(target)) {
      let job = making.get(target);
      if (!job) {
        job = make(source, target, width).finally(() => making.delete(target));
        making.set(target, job);
      }
      if (!(await job)) return next();
    }
    // Relative to `root`: send refuses any dot-folder in the path it is given, and the default DATA_DIR is `.data`.
    res.sendFile(name, { root: variantsDir, maxAge: "7d" });
  };
}
