// One place where uploaded files are stored: local disk under DATA_DIR/uploads (served at /uploads)
// by default, Cloudinary when CLOUDINARY_URL is set. Every feature saves and removes files through this interface,
// naming its own upload kind (its folder and what its files are); this file knows no feature.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { Agent } from "node:http";
import { basename, join } from "node:path";
import type { UploadApiResponse } from "cloudinary";
import { HttpError } from "./errors.ts";
import type { FileToStore } from "./uploads.ts";
import { variantFiles } from "./image-variants.ts";
import type { Logger } from "./logger.ts";

/**
 * What a feature stores, declared by the feature, e.g. `{ folder: "gallery", files: "images" }`: the folder its new
 * files go to (local: uploads/<folder>/, Cloudinary: autora/<folder>/), named after its domain, and what they are.
 * A file keeps the folder it was stored in (its URL and storage id name it), so renaming a folder moves no file.
 */
export interface UploadKind {
  folder: string;
  files: "images" | "pdf";
}

export interface StoredFile {
  url: string;
  /** what remove() needs: a local file path relative to the uploads folder, or a Cloudinary public id */
  storageId: string;
}

// What an upload hands over to be stored (declared beside the uploads' checks, which make it).
export type { FileToStore } from "./uploads.ts";

export interface Storage {
  readonly name: "local" | "cloudinary";
  save(kind: UploadKind, file: FileToStore): Promise<StoredFile>;
  remove(kind: UploadKind, storageId: string | null | undefined): Promise<void>;
}

/** Cloudinary when CLOUDINARY_URL is set, else local disk. */
export function createStorage(config: { uploadsDir: string; variantsDir: string; cloudinaryUrl?: string }): Storage {
  return config.cloudinaryUrl ? createCloudinaryStorage(config.cloudinaryUrl) : createLocalStorage(config);
}

/** A random name: the stored name never comes from the client. */
const randomName = () => `${Date.now().toString(36)}-${randomBytes(8).toString("hex")}`;

// What the local storage writes: <folder>/<random name>.<the extension of the type found in the content>. Nothing else
// belongs in the uploads folder: it is all that is served and restored.
const LOCAL_NAME = /^[a-z][a-z-]*\/[0-9a-z]+-[0-9a-f]{16}\.([a-z]+)$/;
const IMAGE_EXTENSIONS = new Map([
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
  ["avif", "image/avif"],
]);
const LOCAL_TYPES = new Map([...IMAGE_EXTENSIONS, ["pdf", "application/pdf"]]);

/** The content type of a file the local storage writes at `path` ("photos/x.jpg", inside the uploads folder); undefined for any other name. */
export function localUploadType(path: string): string | undefined {
  const match = LOCAL_NAME.exec(path);
  return match ? LOCAL_TYPES.get(match[1]) : undefined;
}

export function createLocalStorage({ uploadsDir, variantsDir }: { uploadsDir: string; variantsDir: string }): Storage {
  return {
    name: "local",
    async save(kind, file) {
      const name = `${randomName()}.${file.ext}`;
      const path = join(uploadsDir, kind.folder, name);
      try {
        await mkdir(join(uploadsDir, kind.folder), { recursive: true });
        await writeFile(path, file.buffer);
      } catch (cause) {
        await rm(path, { force: true }).catch(() => {}); // never leave half a file behind
        throw Object.assign(diskWriteError(cause), { cause });
      }
      return { url: `/uploads/${kind.folder}/${name}`, storageId: `${kind.folder}/${name}` };
    },
    async remove(kind, storageId) {
      if (!storageId) return;
      // in the folder it was stored in (a kind's older folder for its older files)
      const path = localUploadType(storageId) ? storageId : `${kind.folder}/${basename(storageId)}`;
      await rm(join(uploadsDir, path), { force: true });
      // the smaller copies made for the pages (image-variants.ts)
      await Promise.all(variantFiles(variantsDir, path).map((file) => rm(file, { force: true })));
    },
  };
}

export const DISK_FULL = "No queda espacio en el servidor para guardar el archivo. Avisa a quien administra el sitio.";
export const DISK_WRITE_FAILED = "No se pudo guardar el archivo en el servidor. Avisa a quien administra el sitio.";

/** A full disk is 507 Insufficient Storage; any other write failure (read-only, no permission) a 500 that says so. */
function diskWriteError(err: unknown): HttpError {
  const code = (err as NodeJS.ErrnoException).code;
  return code === "ENOSPC" || code === "EDQUOT" ? new HttpError(507, DISK_FULL) : new HttpError(500, DISK_WRITE_FAILED);
}

// PDFs are stored as raw files: Cloudinary's image pipeline does not deliver PDFs on most plans.
const resourceTypeOf = (kind: UploadKind) => (kind.files === "pdf" ? "raw" : "image");

/** The SDK's account options from cloudinary://key:secret@cloud[?upload_prefix=...], passed on every call. */
function cloudinaryAccount(cloudinaryUrl: string) {
  const url = new URL(cloudinaryUrl);
  const uploadPrefix = url.searchParams.get("upload_prefix") ?? undefined;
  return {
    cloud_name: url.hostname,
    api_key: decodeURIComponent(url.username),
    api_secret: decodeURIComponent(url.password),
    upload_prefix: uploadPrefix,
    // The SDK picks http or https once, when it loads; an explicit agent lets an http:// upload_prefix work too.
    agent: uploadPrefix?.startsWith("http:") ? new Agent({ keepAlive: false }) : undefined,
  };
}

let cloudinarySdk: Promise<typeof import("cloudinary").v2> | undefined;
/** The SDK loads on first use, after the settings were checked: it parses CLOUDINARY_URL when it loads and throws on a malformed one. */
const loadCloudinary = () => (cloudinarySdk ??= import("cloudinary").then((module) => module.v2));

export function createCloudinaryStorage(cloudinaryUrl: string): Storage {
  const account = cloudinaryAccount(cloudinaryUrl);

  async function upload(kind: UploadKind, file: FileToStore): Promise<UploadApiResponse> {
    const cloudinary = await loadCloudinary();
    const resourceType = resourceTypeOf(kind);
    // Raw files keep their extension in the public id, so the delivered URL ends in .pdf.
    const publicId = resourceType === "raw" ? `${randomName()}.${file.ext}` : randomName();
    return new Promise((resolve, reject) => {
      const stream = cloudinary.uploader.upload_stream(
        {
          ...account,
          folder: `autora/${kind.folder}`,
          public_id: publicId,
          resource_type: resourceType,
          overwrite: false,
        },
        (error, result) =>
          error || !result ? reject(error ?? new Error("Cloudinary no devolvió resultado")) : resolve(result),
      );
      stream.end(file.buffer);
    });
  }

  return {
    name: "cloudinary",
    async save(kind, file) {
      try {
        const result = await upload(kind, file);
        return { url: result.secure_url, storageId: result.public_id };
      } catch (cause) {
        throw Object.assign(new HttpError(502, "No se pudo guardar el archivo. Intenta de nuevo."), { cause });
      }
    },
    async remove(kind, storageId) {
      if (!storageId) return;
      const options = { ...account, resource_type: resourceTypeOf(kind), invalidate: true };
      const cloudinary = await loadCloudinary();
      await cloudinary.uploader.destroy(storageId, options);
    },
  };
}

/** Saves several files; if one fails, the ones already saved are removed again. */
export async function saveAll(
  storage: Storage,
  kind: UploadKind,
  files: FileToStore[],
  log: Logger,
): Promise<StoredFile[]> {
  const saved: StoredFile[] = [];
  try {
    for (const file of files) saved.push(await storage.save(kind, file));
    return saved;
  } catch (err) {
    await removeQuietly(
      storage,
      kind,
      saved.map((f) => f.storageId),
      log,
    );
    throw err;
  }
}

/**
 * Removes stored files whose rows are already gone (or never written). A failure only leaves an orphan
 * file behind, so it is logged instead of failing a request whose database change already happened.
 */
export async function removeQuietly(
  storage: Storage,
  kind: UploadKind,
  storageIds: (string | null | undefined)[],
  log: Logger,
): Promise<void> {
  for (const storageId of storageIds) {
    try {
      await storage.remove(kind, storageId);
    } catch (err) {
      log.warn({ err, kind, storageId }, "no se pudo borrar un archivo guardado");
    }
  }
}
