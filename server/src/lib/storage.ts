// One place where uploaded files are stored: local disk under DATA_DIR/uploads (served at /uploads)
// by default. Every feature saves and removes files through this interface.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";

export type UploadKind = "photos" | "books" | "blog";

export interface StoredFile {
  url: string;
  /** what remove() needs: a local file path relative to the uploads folder, or a Cloudinary public id */
  storageId: string;
}

export interface FileToStore {
  buffer: Buffer;
  /** extension from the detected content type, e.g. "png", "pdf" (never from the client's file name) */
  ext: string;
  mime: string;
}

export interface Storage {
  readonly name: "local" | "cloudinary";
  save(kind: UploadKind, file: FileToStore): Promise<StoredFile>;
  remove(kind: UploadKind, storageId: string | null | undefined): Promise<void>;
}

/** Cloudinary when CLOUDINARY_URL is set, else local disk. */
export function createStorage(config: { uploadsDir: string; cloudinaryUrl?: string }): Storage {
  return createLocalStorage(config.uploadsDir);
}

export function createLocalStorage(uploadsDir: string): Storage {
  return {
    name: "local",
    async save(kind, file) {
      // The name is random and the extension comes from the detected type: no path from the client.
      const name = `${Date.now().toString(36)}-${randomBytes(8).toString("hex")}.${file.ext}`;
      await mkdir(join(uploadsDir, kind), { recursive: true });
      await writeFile(join(uploadsDir, kind, name), file.buffer);
      return { url: `/uploads/${kind}/${name}`, storageId: `${kind}/${name}` };
    },
    async remove(kind, storageId) {
      if (!storageId) return;
      await rm(join(uploadsDir, kind, basename(storageId)), { force: true });
    },
  };
}
