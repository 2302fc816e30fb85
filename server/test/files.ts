// Small valid files for upload tests, made in memory so that no binaries are committed.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 RGB PNG; `shade` changes the pixel so that two images differ byte for byte. */
export function pngFile(shade = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, default compression, filter and interlace
  const pixels = Buffer.from([0, shade & 0xff, 0x80, 0x40]); // filter byte, then R G B
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A valid 1-bit grey PNG of width x height pixels, all black: a few hundred KB on disk however large it claims to be
 * (20000 x 20000 is 400 megapixels in about 50 KB), as a decompression bomb would be.
 */
export function hugePngFile(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid 1x1 GIF. */
export const gifFile = (): Buffer => Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** A one-page PDF with a line of text. */
export async function pdfFile(text = "Presentación del libro"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text.normalize("NFD").replace(/[\u0300-\u036f]/g, ""), { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Plain text, whatever name it is sent under. */
export const textFile = (): Buffer => Buffer.from("Esto no es una imagen ni un PDF.\n");

/** A PNG padded past `bytes` (for the size limits). */
export const bigPngFile = (bytes: number): Buffer => Buffer.concat([pngFile(), Buffer.alloc(bytes - pngFile().length + 1)]);

/** Names of the files stored locally for one kind of upload (none yet: []). */
export function storedFileNames(uploadsDir: string, kind: "photos" | "books" | "blog"): string[] {
  const dir = join(uploadsDir, kind);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A real photo-sized image (a colour gradient), `format` as sharp writes it. */
export async function photoFile(width: number, height: number, format: "png" | "jpeg" = "jpeg"): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) & 0xff, Math.floor(i / width) & 0xff, 0x80], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}
