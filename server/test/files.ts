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

/** GIF's LZW data for `pixels` pixels all of colour `index`, with 2-bit codes (a palette of four colours). */
function lzwOneColour(pixels: number, index: number): Buffer {
  const clear = 4;
  const end = 5;
  const bytes: number[] = [];
  let bits = 0;
  let used = 0;
  const emit = (code: number, size: number) => {
    bits |= code << used;
    used += size;
    while (used >= 8) {
      bytes.push(bits & 0xff);
      bits >>>= 8;
      used -= 8;
    }
  };
  // The table only ever holds runs of the one colour: after a clear, code 6 is a run of 2, code 7 a run of 3, ...
  let size = 3;
  let next = 6;
  let longest = 1;
  const codeOf = (run: number) => (run === 1 ? index : run + 4);
  emit(clear, size);
  let run = 0;
  for (let i = 0; i < pixels; i++) {
    if (run < longest) {
      run++;
      continue;
    }
    emit(codeOf(run), size);
    if (next === 4096) {
      emit(clear, size);
      [size, next, longest] = [3, 6, 1];
    } else {
      if (next >= 1 << size) size++;
      next++;
      longest = run + 1;
    }
    run = 1;
  }
  emit(codeOf(run), size);
  emit(end, size);
  if (used) bytes.push(bits & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) blocks.push(Math.min(255, bytes.length - i), ...bytes.slice(i, i + 255));
  return Buffer.from([2, ...blocks, 0]); // minimum code size, sub-blocks, terminator
}

/** An animated GIF of `frames` frames of width x height pixels, each of one colour: a few KB per frame at any size. */
export function animatedGifFile(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const parts: Buffer[] = [
    Buffer.from("GIF89a", "ascii"),
    Buffer.from([...u16(width), ...u16(height), 0xf1, 0, 0]), // a global palette of four colours
    Buffer.from([0xb0, 0x40, 0x20, 0x20, 0x60, 0xa0, 0xf0, 0xd0, 0x40, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xff, 11, ...Buffer.from("NETSCAPE2.0", "ascii"), 3, 1, 0, 0, 0]), // loop forever
  ];
  for (let i = 0; i < frames; i++) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, ...u16(20), 0, 0])); // 0.2 s per frame
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, ...u16(width), ...u16(height), 0]));
    parts.push(lzwOneColour(width * height, i % 3));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A one-page PDF with a line of text. */
export async function pdfFile(text = "Presentación del libro"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([300, 200])
    .drawText(text.normalize("NFD").replace(/[\u0300-\u036f]/g, ""), { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Plain text, whatever name it is sent under. */
export const textFile = (): Buffer => Buffer.from("Esto no es una imagen ni un PDF.\n");

/** A PNG padded past `bytes` (for the size limits). */
export const bigPngFile = (bytes: number): Buffer =>
  Buffer.concat([pngFile(), Buffer.alloc(bytes - pngFile().length + 1)]);

/** Names of the files stored locally in one upload folder (none yet: []). */
export function storedFileNames(uploadsDir: string, folder: string): string[] {
  const dir = join(uploadsDir, folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A real photo-sized image (a colour gradient), `format` as sharp writes it. */
export async function photoFile(width: number, height: number, format: "png" | "jpeg" = "jpeg"): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) & 0xff, Math.floor(i / width) & 0xff, 0x80], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}
