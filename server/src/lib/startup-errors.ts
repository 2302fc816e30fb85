// What the operator reads when the server cannot start: one Spanish line per known mistake, never a stack trace.
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { dirname } from "node:path";

type SystemError = NodeJS.ErrnoException & { hostname?: string };

const codeOf = (err: unknown) => (err as SystemError | undefined)?.code;

/** An error's own message on one line (for failures nobody foresaw). */
export const oneLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\s+/g, " ").trim();

/** The nearest part of `path` that exists; used to say which part is a file where a folder should be. */
function existingPart(path: string): string {
  let current = path;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** An operator's mistake: one Spanish line on stderr and exit code 1, never a stack trace. */
export function exitWith(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Why a file or folder could not be read or written, e.g. "el sistema de archivos es de solo lectura". */
export function describeFileError(err: unknown): string {
  const path = (err as SystemError | undefined)?.path;
  switch (codeOf(err)) {
    case "EEXIST":
    case "ENOTDIR": {
      const file = path ? existingPart(path) : undefined;
      return file && !statSync(file).isDirectory()
        ? `${file} es un archivo, no una carpeta`
        : "una parte de la ruta no es una carpeta";
    }
    case "EISDIR":
      return `${path ?? "la ruta"} es una carpeta, no un archivo`;
    case "EROFS":
      return "el sistema de archivos es de solo lectura";
    case "EACCES":
    case "EPERM":
      return "este usuario no tiene permiso de lectura o escritura ahí";
    case "ENOSPC":
    case "EDQUOT":
      return "no queda espacio en el disco";
    case "ENOENT":
      return "la ruta no existe y no se puede crear";
    default:
      return oneLine(err);
  }
}

/** Why the HTTP server could not listen on HOST:PORT. */
export function describeListenError(err: unknown, { host, port }: { host: string; port: number }): string {
  const where = host === "0.0.0.0" || host === "::" ? "" : ` en ${host}`;
  switch (codeOf(err)) {
    case "EADDRINUSE":
      return `El puerto ${port} ya está en uso${where}. Detén el otro proceso o elige otro PORT.`;
    case "EACCES":
    case "EPERM":
      return `No hay permiso para escuchar en el puerto ${port}${where} (los puertos menores que 1024 piden privilegios). Elige otro PORT.`;
    case "EADDRNOTAVAIL":
    case "EAFNOSUPPORT":
      return `HOST=${host} no es una dirección de esta máquina; no se puede escuchar ahí. Usa 0.0.0.0, 127.0.0.1 o una IP propia.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return `HOST=${host} no es un nombre conocido en esta máquina. Usa 0.0.0.0, 127.0.0.1 o una IP propia.`;
    default:
      return `No se pudo escuchar en ${host}:${port}: ${oneLine(err)}`;
  }
}

/** Why DATABASE_URL (or the embedded database) could not be opened; never repeats the password. */
export function describeDatabaseError(err: unknown, databaseUrl: string | undefined, embeddedDir: string): string {
  if ((err as Error | undefined)?.name === "DataDirInUseError") return oneLine(err); // already says what to do
  if (!databaseUrl) return `No se pudo abrir la base de datos embebida en ${embeddedDir}: ${oneLine(err)}`;
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get("host"); // or a Unix socket folder
  const where = `PostgreSQL en ${host}:${url.port || 5432} (DATABASE_URL)`;
  const user = decodeURIComponent(url.username) || "postgres";
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  const message = hidePassword(oneLine(err), databaseUrl); // the driver's own words, in case they quote the URL
  switch (codeOf(err)) {
    case "ECONNREFUSED":
      return `${where} rechazó la conexión: no hay un servidor escuchando ahí. Enciéndelo o corrige DATABASE_URL.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `No se encontró el servidor ${host} de DATABASE_URL. Corrige el nombre en DATABASE_URL.`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${where} no responde. Revisa que esté encendido y que se pueda llegar a él.`;
    case "3D000":
      return `La base de datos "${database}" no existe en ${where}. Créala (CREATE DATABASE) o corrige el nombre en DATABASE_URL.`;
    case "28P01":
      return `${where} rechazó la contraseña del usuario "${user}". Corrige la contraseña en DATABASE_URL.`;
    case "28000":
      return `${where} no deja entrar al usuario "${user}": ${message}`;
  }
  if (/timeout/i.test(message))
    return `${where} no respondió a tiempo. Revisa que esté encendido y que se pueda llegar a él.`;
  if (/SASL|password must be a string/i.test(message))
    return `${where} pide una contraseña para "${user}" y DATABASE_URL no la tiene.`;
  return `No se pudo abrir la base de datos de ${where}: ${message}`;
}

/** Resolves when HOST:PORT can be listened on; rejects with the error listen() would give. */
export function probeListen({ host, port }: { host: string; port: number }): Promise<void> {
  if (port === 0) return Promise.resolve(); // any free port
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((err: unknown) => {
    throw new StartupError(describeListenError(err, { host, port }));
  });
}

/** A failure whose message is already the line the operator should read. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** The line for any failure during the start: settings, files, or something nobody foresaw. */
export function describeStartError(err: unknown, config?: { databaseUrl?: string }): string {
  const name = (err as Error | undefined)?.name;
  if (err instanceof StartupError || name === "ConfigError") return oneLine(err);
  const path = (err as SystemError | undefined)?.path;
  if (path) return `No se pudo usar ${path}: ${describeFileError(err)}.`;
  const message = oneLine(err);
  return `No se pudo iniciar el servidor: ${config?.databaseUrl ? hidePassword(message, config.databaseUrl) : message}`;
}

function hidePassword(line: string, databaseUrl: string): string {
  const password = URL.canParse(databaseUrl) ? new URL(databaseUrl).password : "";
  return password ? line.replaceAll(decodeURIComponent(password), "***").replaceAll(password, "***") : line;
}
