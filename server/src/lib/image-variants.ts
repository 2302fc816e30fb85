// Smaller copies of uploaded images: /uploads/books/x.jpg?w=720 answers a WebP at most 720 px wide, made with
// sharp on the first request and kept under DATA_DIR/image-variants. Pages ask for the width they show
// (common/responsive-image.ts), so a phone never downloads a 10 MB original.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RequestHandler } from "express";
import sharp from "sharp";
import { IMAGE_WIDTHS, LOCAL_RESIZABLE_UPLOAD } from "../../../common/responsive-image.ts";
import { HttpError } from "./errors.ts";
import type { Logger } from "./logger.ts";

// Refuses decompression bombs: a small file that would unpack into gigabytes of pixels.
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 75;

export const WIDTH_NOT_ALLOWED = `El ancho de imagen debe ser uno de: ${IMAGE_WIDTHS.join(", ")}`;

/** Where the copy of an upload ("photos/x.jpg") at one width is kept. */
const variantFile = (variantsDir: string, storageId: string, width: number) => join(variantsDir, `${storageId.replace(/\.\w+$/, "")}-${width}.webp`);

/** The copies of one upload, for deleting them with it. */
export const variantFiles = (variantsDir: string, storageId: string) => IMAGE_WIDTHS.map((width) => variantFile(variantsDir, storageId, width));

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

  return async (req, res, next) => {
    if (req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new HttpError(400, WIDTH_NOT_ALLOWED);
    const upload = LOCAL_RESIZABLE_UPLOAD.exec(req.baseUrl + req.path); // anything else is sent as it is
    if (!upload) return next();
    const [, kind, stem, ext] = upload;
    const source = join(uploadsDir, kind, `${stem}.${ext}`);
    if (!existsSync(source)) return next(); // the static files answer 404
    const target = variantFile(variantsDir, `${kind}/${stem}.${ext}`, width);

    if (!existsSync(target)) {
      let job = making.get(target);
      if (!job) {
        job = make(source, target, width).finally(() => making.delete(target));
        making.set(target, job);
      }
      if (!(await job)) return next();
    }
    res.sendFile(target, { maxAge: "7d" });
  };
}
