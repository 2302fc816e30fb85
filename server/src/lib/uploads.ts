// Multipart uploads: files stay in memory, then each one is checked by its CONTENT (never by its name or
// the Content-Type the client claims) before a feature hands it to the storage.
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { HttpError } from "./errors.ts";

/** An accepted upload, ready for the storage (storage.ts) to keep. */
export interface FileToStore {
  buffer: Buffer;
  /** extension from the detected content type, e.g. "png", "pdf" (never from the client's file name) */
  ext: string;
  mime: string;
}

/** sharp (native code) and file-type load when the first image or file arrives, not with the server. */
export const loadSharp = () => import("sharp").then((module) => module.default);
const loadFileType = () => import("file-type");

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_PDF_BYTES = 20 * MB;

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const PDF_TYPES = new Set(["application/pdf"]);
export const NOT_AN_IMAGE = "El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF";
export const NOT_A_PDF = "Solo se permiten archivos PDF";

/** Multer in memory for one file field; a file over maxBytes is a MulterError that the error middleware makes a 413. */
function multipart(field: string, maxCount: number, maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxCount, fields: 100, fieldSize: MB, parts: maxCount + 100 },
  }).fields([{ name: field, maxCount }]);
  // A malformed body (no boundary, truncated part) is the client's fault: 400, not 500.
  return (req, res, next) =>
    upload(req, res, (err?: unknown) =>
      next(
        err && !(err instanceof multer.MulterError) ? new HttpError(400, "El formulario enviado no es válido") : err,
      ),
    );
}

/** Parses a multipart form whose images come in `field` (up to maxCount files of 10 MB each). */
export const acceptImages = (field: string, maxCount = 1) => multipart(field, maxCount, MAX_IMAGE_BYTES);

/** Parses a multipart form with one PDF in `field` (up to 20 MB). */
export const acceptPdf = (field: string) => multipart(field, 1, MAX_PDF_BYTES);

function uploadedFiles(req: Request, field: string): Express.Multer.File[] {
  const files = req.files;
  if (!files || Array.isArray(files)) return [];
  return files[field] ?? [];
}

async function checkContent(file: Express.Multer.File, accepted: Set<string>, message: string): Promise<FileToStore> {
  const type = await (await loadFileType()).fileTypeFromBuffer(file.buffer);
  if (!type || !accepted.has(type.mime)) throw new HttpError(415, message);
  return { buffer: file.buffer, ext: type.ext, mime: type.mime };
}

/** Above this an image is a decompression bomb for our resizer and for visitors' browsers (8000 x 6000 fits). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What the header says about an image's size: each frame's width and height, and how many frames an animation has. */
interface ImageSize {
  width?: number;
  height?: number;
  pages?: number;
}

/** Every pixel a viewer decodes: an animation's frames all count (20 frames of 2000 x 2000 are 80 million). */
export const pixelsOf = ({ width = 0, height = 0, pages = 1 }: ImageSize) => width * height * pages;

/** The image's size from its header (sharp's metadata never decodes the pixels); 400 when it has too many pixels. */
export async function assertImageDimensions(buffer: Buffer): Promise<void> {
  let size: ImageSize;
  try {
    const sharp = await loadSharp();
    size = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE); // the magic bytes say image but the header cannot be read
  }
  if (pixelsOf(size) > MAX_IMAGE_PIXELS) {
    const { width = 0, height = 0, pages = 1 } = size;
    const has =
      pages > 1 ? `esta animación tiene ${pages} cuadros de ${width} × ${height}` : `esta tiene ${width} × ${height}`;
    throw new HttpError(
      400,
      `La imagen es demasiado grande: como máximo 50 millones de píxeles (por ejemplo, 8000 × 6000); ${has}`,
    );
  }
}

async function checkImage(file: Express.Multer.File): Promise<FileToStore> {
  const image = await checkContent(file, IMAGE_TYPES, NOT_AN_IMAGE);
  await assertImageDimensions(image.buffer);
  return image;
}

/**
 * The images sent in `field` (none: []); 415 when one of them is not a JPG, PNG, WebP, GIF or AVIF, 400 when one has
 * more than MAX_IMAGE_PIXELS (all its frames together, when animated).
 */
export function imagesFrom(req: Request, field: string): Promise<FileToStore[]> {
  return Promise.all(uploadedFiles(req, field).map(checkImage));
}

/** The PDF sent in `field`, or undefined when none was sent; 415 when it is not a PDF. */
export async function pdfFrom(req: Request, field: string): Promise<FileToStore | undefined> {
  const [file] = uploadedFiles(req, field);
  return file ? checkContent(file, PDF_TYPES, NOT_A_PDF) : undefined;
}
