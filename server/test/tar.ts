// Tar entries written by hand (plain ustar, names up to 100 bytes), independent of the library the site uses, so the
// tests can craft archives of any content and check that the restore reads any plain .tar.gz.

function tarHeader(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Nombre demasiado largo para el archivo: ${name}`);
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) => header.write(value, offset, length, "utf8");
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, value.toString(8).padStart(length - 1, "0") + "\0");
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  field(148, 8, "        ");
  field(156, 1, "0");
  field(257, 6, "ustar\0");
  field(263, 2, "00");
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, sum.toString(8).padStart(6, "0") + "\0 ");
  return header;
}

/** One file of the archive: its header, its data, and the padding to the next 512-byte block. */
export const tarEntry = (name: string, data: Buffer) =>
  Buffer.concat([tarHeader(name, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
