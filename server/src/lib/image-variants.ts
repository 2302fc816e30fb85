// Smaller copies of uploaded images: /uploads/books/x.jpg?w=720 answers a WebP at most 720 px wide, made with
// sharp on the first request and kept under DATA_DIR/image-variants. Pages ask for the width they show
// (common/responsive-image.ts), so a phone never downloads a 10 MB original. Served by serve-uploads.ts.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { IMAGE_WIDTHS } from "@autora/common/responsive-image.ts";
import type { Logger } from "./logger.ts";
import { loadSharp, MAX_IMAGE_PIXELS, pixelsOf } from "./uploads.ts";

// Refuses decompression bombs: a small file that would unpack into gigabytes of pixels.
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
const WEBP_QUALITY = 75;

/** The name, inside DATA_DIR/image-variants, of the copy of an upload ("photos/x.jpg") at one width. */
const variantName = (storageId: string, width: number) => `${storageId.replace(/\.\w+$/, "")}-${width}.webp`;

/** The copies of one upload, for deleting them with it. */
export const variantFiles = (variantsDir: string, storageId: string) =>
  IMAGE_WIDTHS.map((width) => join(variantsDir, variantName(storageId, width)));

export interface ImageVariants {
  /** Whether an uploaded image ("photos/x.jpg") has more pixels than anyone should be sent, read from its header once. */
  isOversized(storageId: string): Promise<boolean>;
  /** The copy of an uploaded image at `width`, made if missing: its name inside variantsDir, or undefined when it cannot be made. */
  copyOf(storageId: string, width: number): Promise<string | undefined>;
}

export function imageVariants(
  { uploadsDir, variantsDir }: { uploadsDir: string; variantsDir: string },
  log: Logger,
): ImageVariants {
  const making = new Map<string, Promise<boolean>>(); // one sharp run per copy, however many ask at once

  async function make(source: string, target: string, width: number): Promise<boolean> {
    const partial = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`; // unique even across machines sharing the folder
    try {
      await mkdir(dirname(target), { recursive: true });
      const sharp = await loadSharp();
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

  const oversized = new Map<string, Promise<boolean>>();

  return {
    isOversized(storageId) {
      let known = oversized.get(storageId);
      if (!known) {
        if (oversized.size > 10_000) oversized.clear();
        known = loadSharp()
          .then((sharp) => sharp(join(uploadsDir, storageId), { limitInputPixels: false }).metadata())
          .then((size) => pixelsOf(size) > MAX_IMAGE_PIXELS)
          .catch(() => false); // unreadable: sent as it is, the browser shows nothing either way
        oversized.set(storageId, known);
      }
      return known;
    },

    async copyOf(storageId, width) {
      const name = variantName(storageId, width);
      const target = join(variantsDir, name);
      if (!existsSync(target)) {
        let job = making.get(target);
        if (!job) {
          job = make(join(uploadsDir, storageId), target, width).finally(() => making.delete(target));
          making.set(target, job);
        }
        if (!(await job)) return undefined;
      }
      return name;
    },
  };
}
