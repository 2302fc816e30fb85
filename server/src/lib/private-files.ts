// DATA_DIR holds the embedded database (password hashes, the sign-in secret), the uploads and the backup socket: only
// the user that runs the server may read or write any of it. The server creates everything owner-only (umask 077),
// and whatever already has permissions for the group or for others is narrowed to the owner at start (an older
// version's data, a copy made with another umask, or the embedded database's first files, which PGlite writes 0666).
import { chmodSync, lstatSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** From now on this process creates folders 0700 and files 0600. */
export function createPrivateFiles(): void {
  process.umask(0o077);
}

/** A file or folder whose permissions could not be narrowed (it belongs to another user, most often). */
export class NotPrivateError extends Error {
  override name = "NotPrivateError";
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`${path} no se puede dejar privado`, { cause });
  }
}

/**
 * Takes the group's and others' permissions off `path` and everything under it. Symbolic links inside are left alone
 * (their own mode means nothing on Linux, and what they point to is not ours to change); `path` itself is followed.
 */
export function makePrivate(path: string): void {
  const info = statSync(path);
  narrow(path, info.mode);
  if (info.isDirectory()) walk(path);
}

function walk(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(folder, entry.name);
    // another server process on a shared DATA_DIR may have renamed or removed it meanwhile (a resized copy's temporary file)
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (!info) continue;
    narrow(path, info.mode);
    if (info.isDirectory()) walk(path);
  }
}

function narrow(path: string, mode: number): void {
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(path, mode & 0o700);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw new NotPrivateError(path, err);
  }
}
