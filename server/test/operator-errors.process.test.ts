// An operator's mistakes, tried on the real server process (`node --import tsx server/src/index.ts` and
// `node scripts/start.mjs`, which runs the built server): each one stops the start with one Spanish line and exit code 1, never a stack trace.
// A full disk during an upload answers 507 and the server keeps serving.
// The read-only DATA_DIR and the full disk are real: the server runs in a mount namespace of its own
// (`unshare --mount`, as root) on a small tmpfs, so nothing is mounted outside the test.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repoRoot } from "../src/lib/paths.ts";
import { DISK_FULL } from "../src/lib/storage.ts";
import { startPasswordRefusingPostgres } from "./fake-postgres.ts";
import { pdfFile } from "./files.ts";
import { freePort } from "./server-process.ts";

// Every test starts whole server processes, some of them twice: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const serverEntry = join(repoRoot, "server/src/index.ts");
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `autora-operador-${name}-`));
/** The unprivileged user the tests run the server as (root writes to read-only folders and binds ports below 1024). */
const NOBODY = 65534;
/** A DATA_DIR that belongs to nobody, for the tests that are about something else. */
const nobodysFolder = () => {
  const dir = tempDir("de-nobody");
  chownSync(dir, NOBODY, NOBODY);
  return dir;
};
const running = new Set<ChildProcess>();
afterAll(() => running.forEach((child) => child.kill("SIGKILL")));

/**
 * A clean environment: nothing from the developer's shell or the test run leaks in (no DATABASE_URL, no secrets). PORT 0
 * unless a test names one: the system picks a free port, so a site already serving on 3000 changes nothing here.
 */
function serverEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: tempDir("datos"),
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

interface Finished {
  code: number | null;
  output: string;
}

function finish(child: ChildProcess, timeoutMs = 60_000): Promise<Finished> {
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the process did not stop; it printed: ${output}`)), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, output });
    });
  });
}

const startServer = (env: Record<string, string | undefined>) =>
  spawn(process.execPath, ["--import", "tsx", serverEntry], { env: serverEnv(env) });
const runServer = (env: Record<string, string | undefined>) => finish(startServer(env));

/** The server started in a mount namespace of its own after `mountCommand` (a shell line that can use $DATA_DIR). */
const startServerAfterMount = (mountCommand: string, env: Record<string, string | undefined>) =>
  spawn(
    "unshare",
    ["--mount", "sh", "-c", `${mountCommand} && exec "$0" "$@"`, process.execPath, "--import", "tsx", serverEntry],
    { env: serverEnv(env) },
  );

/** The server run as the unprivileged user nobody. */
const runServerAsNobody = (env: Record<string, string | undefined>) =>
  finish(
    spawn(
      "setpriv",
      [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath, "--import", "tsx", serverEntry],
      { env: serverEnv(env) },
    ),
  );

/** One Spanish line, exit code 1, no stack trace. */
function expectOneLine(result: Finished, line: RegExp) {
  const lines = result.output.split("\n").filter((l) => l.trim() !== "");
  expect(lines, result.output).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.code).toBe(1);
}

function occupy(port: number, host: string): Promise<Server> {
  return new Promise((resolve) => {
    const blocker = createServer().listen(port, host, () => resolve(blocker));
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("the server did not start");
}

describe("a bad setting", () => {
  it.each([
    [
      { PORT: "70000" },
      /^Configuración inválida: PORT debe ser un número entero entre 0 y 65535 \(valor: "70000"\)\. Corrígelo en el entorno o en \.env\.$/,
    ],
    [
      { LOG_LEVEL: "mucho" },
      /^Configuración inválida: LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent/,
    ],
    [
      { LOG_FORMAT: "xml" },
      /^Configuración inválida: LOG_FORMAT debe ser pretty o json \(valor: "xml"\)\. Corrígelo en el entorno o en \.env\.$/,
    ],
    [
      { PUBLIC_URL: "autora.ejemplo.mx" },
      /^Configuración inválida: PUBLIC_URL debe ser una dirección http\(s\), p\. ej\. https:\/\/autora\.ejemplo\.mx \(valor: "autora\.ejemplo\.mx"\)/,
    ],
    [
      { CLIENT_ORIGIN: "https://tienda.ejemplo.mx/carrito" },
      /^Configuración inválida: CLIENT_ORIGIN debe ser una dirección de origen http\(s\)/,
    ],
    [
      { TRUST_PROXY: "el-proxy" },
      /^Configuración inválida: TRUST_PROXY debe ser true, false, un número de saltos o una lista de IP\/subredes/,
    ],
    [
      { CLIENT_DIST_DIR: "/no/existe/dist" },
      /^Configuración inválida: CLIENT_DIST_DIR \(\/no\/existe\/dist\) no existe o no es una carpeta\. Construye el sitio/,
    ],
    [{ SEED_DEMO: "quizá" }, /^Configuración inválida: SEED_DEMO debe ser true o false/],
    [
      { DATABASE_URL: "mysql://raiz:clave-secreta@127.0.0.1/autora" },
      /^Configuración inválida: DATABASE_URL debe tener la forma postgresql:\/\/usuario:contraseña@host:5432\/base\./,
    ],
  ])("%o stops the start with one line", async (env, line) => {
    const result = await runServer(env);
    expectOneLine(result, line);
    expect(result.output).not.toContain("clave-secreta");
  });

  it.each([
    "cloudinary://clave-secreta@nube",
    "https://clave:clave-secreta@nube",
    "cloudinary://clave:clave-secreta@mi nube",
  ])("a malformed CLOUDINARY_URL (%s) stops the start without repeating its secret", async (cloudinaryUrl) => {
    const result = await runServer({ CLOUDINARY_URL: cloudinaryUrl });
    expectOneLine(
      result,
      /^Configuración inválida: CLOUDINARY_URL debe tener la forma cloudinary:\/\/key:secret@cloud\.( |$)/,
    );
    expect(result.output).not.toContain("clave-secreta");
  });
});

describe("where the server listens", () => {
  it("says the port is in use, on every interface and with HOST set", async () => {
    const port = await freePort();
    const everywhere = await occupy(port, "0.0.0.0");
    try {
      expectOneLine(
        await runServer({ PORT: String(port), HOST: undefined }),
        new RegExp(`^El puerto ${port} ya está en uso\\. Detén el otro proceso o elige otro PORT\\.$`),
      );
      expectOneLine(
        await runServer({ PORT: String(port), HOST: "127.0.0.1" }),
        new RegExp(`^El puerto ${port} ya está en uso en 127\\.0\\.0\\.1\\. `),
      );
    } finally {
      everywhere.close();
    }
  });

  it("says when the port needs privileges this user does not have", async () => {
    expectOneLine(
      await runServerAsNobody({ PORT: "80", DATA_DIR: nobodysFolder() }),
      /^No hay permiso para escuchar en el puerto 80 en 127\.0\.0\.1 \(los puertos menores que 1024 piden privilegios\)\. Elige otro PORT\.$/,
    );
  });

  it("says when HOST is not an address or a name of this machine", async () => {
    expectOneLine(
      await runServer({ PORT: String(await freePort()), HOST: "192.0.2.1" }),
      /^HOST=192\.0\.2\.1 no es una dirección de esta máquina; no se puede escuchar ahí\./,
    );
    expectOneLine(
      await runServer({ PORT: String(await freePort()), HOST: "servidor.invalid" }),
      /^HOST=servidor\.invalid no es un nombre conocido en esta máquina\./,
    );
  });
});

describe("a DATA_DIR that cannot be written", () => {
  it("a file where the folder should be", async () => {
    const file = join(tempDir("archivo"), "datos");
    writeFileSync(file, "no soy una carpeta");
    expectOneLine(
      await runServer({ DATA_DIR: file }),
      new RegExp(
        `^No se puede usar DATA_DIR \\(${file}\\): ${file} es un archivo, no una carpeta\\. Elige otra carpeta en DATA_DIR\\.$`,
      ),
    );
    expectOneLine(
      await runServer({ DATA_DIR: join(file, "sub") }),
      new RegExp(`: ${file} es un archivo, no una carpeta\\.`),
    );
  });

  it("a folder that cannot be created (under /proc; Node's own recursive mkdir never returns there)", async () => {
    expectOneLine(
      await runServer({ DATA_DIR: "/proc/autora-datos/sub" }),
      /^No se puede usar DATA_DIR \(\/proc\/autora-datos\/sub\): la ruta no existe y no se puede crear\./,
    );
  });

  it("a read-only file system (a read-only tmpfs mounted on DATA_DIR)", async () => {
    const dataDir = tempDir("solo-lectura");
    const result = await finish(
      startServerAfterMount('mount -t tmpfs -o ro,size=1m tmpfs "$DATA_DIR"', { DATA_DIR: dataDir }),
    );
    expectOneLine(
      result,
      new RegExp(`^No se puede usar DATA_DIR \\(${dataDir}\\): el sistema de archivos es de solo lectura\\.`),
    );
  });

  it("a folder this user may not write to (chmod 555, run as nobody)", async () => {
    const dataDir = tempDir("sin-permiso");
    chmodSync(dataDir, 0o555);
    expectOneLine(
      await runServerAsNobody({ DATA_DIR: dataDir }),
      new RegExp(
        `^No se puede usar DATA_DIR \\(${dataDir}\\): este usuario no tiene permiso de lectura o escritura ahí\\.`,
      ),
    );
  });

  it("a folder of another user that everyone may write to, which this user cannot make private (run as nobody)", async () => {
    const dataDir = tempDir("de-otro");
    chmodSync(dataDir, 0o777); // root's, open to all: nobody could write the database there, and so could anyone else
    const result = await runServerAsNobody({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expectOneLine(
      result,
      new RegExp(
        `^No se puede usar DATA_DIR \\(${dataDir}\\): ${dataDir} es de otro usuario y otros usuarios podrían leer o cambiar sus datos\\. Haz dueño de DATA_DIR al usuario que inicia el servidor \\(chown -R\\) o elige otra carpeta en DATA_DIR\\.$`,
      ),
    );
    expect(statSync(dataDir).mode & 0o777).toBe(0o777); // left as it was, nothing written into it
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("the same folder once it belongs to the server's user is made private and used", async () => {
    const dataDir = nobodysFolder();
    chmodSync(dataDir, 0o777);
    const port = await freePort();
    const child = spawn(
      "setpriv",
      [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath, "--import", "tsx", serverEntry],
      { env: serverEnv({ DATA_DIR: dataDir, PORT: String(port) }) },
    );
    const done = finish(child, 120_000);
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    child.kill("SIGTERM");
    expect((await done).code).toBe(0);
  });
});

describe("a DATABASE_URL that does not answer at start", () => {
  const password = "clave-secreta-123";
  // The PostgreSQL server of the test run (npm run test:pg), else the one CI and this machine run.
  const pgServer = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");

  it("a closed port: names the host and never prints the password", async () => {
    const port = await freePort();
    const result = await runServer({ DATABASE_URL: `postgresql://autora:${password}@127.0.0.1:${port}/autora` });
    expectOneLine(
      result,
      new RegExp(
        `^PostgreSQL en 127\\.0\\.0\\.1:${port} \\(DATABASE_URL\\) rechazó la conexión: no hay un servidor escuchando ahí\\.`,
      ),
    );
    expect(result.output).not.toContain(password);
  });

  it("a server that takes the connection and never answers", async () => {
    const silent = createServer(() => {}); // accepts and says nothing, like a hung database or a wrong service
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const result = await runServer({ DATABASE_URL: `postgresql://autora:${password}@127.0.0.1:${port}/autora` });
      expectOneLine(
        result,
        new RegExp(`^PostgreSQL en 127\\.0\\.0\\.1:${port} \\(DATABASE_URL\\) no respondió a tiempo\\.`),
      );
      expect(result.output).not.toContain(password);
    } finally {
      silent.close();
    }
  });

  it("a database that does not exist", async () => {
    const name = `autora_no_existe_${randomBytes(4).toString("hex")}`;
    const url = new URL(pgServer);
    url.password = password;
    url.pathname = `/${name}`;
    const result = await runServer({ DATABASE_URL: url.toString() });
    expectOneLine(
      result,
      new RegExp(
        `^La base de datos "${name}" no existe en PostgreSQL en ${url.hostname.replaceAll(".", "\\.")}:${url.port || 5432} \\(DATABASE_URL\\)\\. Créala`,
      ),
    );
    expect(result.output).not.toContain(password);
  });

  it("a wrong password", async () => {
    const postgres = await startPasswordRefusingPostgres();
    try {
      const result = await runServer({
        DATABASE_URL: `postgresql://autora:${password}@127.0.0.1:${postgres.port}/autora`,
      });
      expectOneLine(
        result,
        new RegExp(
          `^PostgreSQL en 127\\.0\\.0\\.1:${postgres.port} \\(DATABASE_URL\\) rechazó la contraseña del usuario "autora"\\. Corrige la contraseña en DATABASE_URL\\.$`,
        ),
      );
      expect(postgres.passwords).toEqual([password]); // it was really asked for, and refused
      expect(result.output).not.toContain(password);
    } finally {
      await postgres.close();
    }
  });
});

describe("a running server's embedded database and a full disk", () => {
  it("refuses a second server on the same DATA_DIR, and answers 507 to an upload that does not fit", async () => {
    const dataDir = tempDir("lleno");
    mkdirSync(join(dataDir, "uploads"));
    const port = await freePort();
    const admin = { email: "admin@ejemplo.mx", password: "clave-de-prueba-123" };
    // 1 MB for uploads: the demo content (about 420 KB) fits, a 2 MB PDF does not.
    const first = startServerAfterMount('mount -t tmpfs -o size=1m tmpfs "$DATA_DIR/uploads"', {
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const firstDone = finish(first, 240_000);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, first);

    // A second server on the same embedded database stops with one line; the first one keeps serving.
    const second = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expectOneLine(
      second,
      new RegExp(
        `^La base de datos en ${dataDir}/pglite ya está en uso por el proceso ${first.pid}\\. Detén ese proceso, usa otro DATA_DIR o define DATABASE_URL\\.$`,
      ),
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const login = await fetch(`${url}/api/usuarios/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const upload = (title: string, pdf: Buffer) => {
      const form = new FormData();
      form.append("title", title);
      form.append("pdf", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "evento.pdf");
      return fetch(`${url}/api/blog`, { method: "POST", headers: auth, body: form });
    };
    // The server's own view of its uploads folder (the tmpfs exists only in its mount namespace).
    const eventsFolder = `/proc/${first.pid}/root${dataDir}/uploads/events`;
    const before = readdirSync(eventsFolder);

    const big = Buffer.concat([await pdfFile("Programa completo"), Buffer.from(`%${"x".repeat(2 * 1024 * 1024)}\n`)]);
    const full = await upload("Programa completo", big);
    expect(full.status).toBe(507);
    expect(await full.json()).toMatchObject({ message: DISK_FULL });
    expect(DISK_FULL).toBe(
      "No queda espacio en el servidor para guardar el archivo. Avisa a quien administra el sitio.",
    );
    expect(readdirSync(eventsFolder)).toEqual(before); // the partial file was removed

    // Still serving: a small document fits and is listed; the big one was never stored.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const small = await upload("Presentación", await pdfFile("Presentación"));
    expect(small.status).toBe(201);
    const titles = ((await (await fetch(`${url}/api/blog`)).json()) as { title: string }[]).map((d) => d.title);
    expect(titles).toContain("Presentación");
    expect(titles).not.toContain("Programa completo");

    first.kill("SIGTERM");
    expect((await firstDone).code).toBe(0);
  }, 240_000);
});

describe("npm start (scripts/start.mjs)", () => {
  /**
   * A copy of the repository's start scripts with the server's folders linked in, so that its build goes to a
   * temporary server/dist, never into the working tree. `builtRoot` is built once before the tests: each test's start
   * then finds a fresh build and prints only its own line, whether the checkout has a server/dist or not.
   */
  let builtRoot: string;
  beforeAll(async () => {
    builtRoot = tempDir("construida");
    mkdirSync(join(builtRoot, "scripts"));
    // copied with their times, as a checkout has them: a build script newer than the built server would build it again
    for (const file of ["start.mjs", "env-file.mjs", "build-server.mjs"])
      cpSync(join(repoRoot, "scripts", file), join(builtRoot, "scripts", file), { preserveTimestamps: true });
    mkdirSync(join(builtRoot, "client", "dist", ".ssr"), { recursive: true });
    writeFileSync(join(builtRoot, "client", "dist", "index.html"), "<!doctype html><title>Autora</title>"); // already built,
    writeFileSync(join(builtRoot, "client", "dist", ".ssr", "entry-server.js"), "export {};"); // with its server renderer
    // server/ is a folder of its own (its dist/ is written here); its sources and what the build reads are links
    mkdirSync(join(builtRoot, "server"));
    for (const entry of readdirSync(join(repoRoot, "server")).filter(
      (name) => name !== "dist" && name !== "node_modules",
    )) {
      symlinkSync(join(repoRoot, "server", entry), join(builtRoot, "server", entry));
    }
    for (const folder of ["common", "prisma", "node_modules"])
      symlinkSync(join(repoRoot, folder), join(builtRoot, folder));
    const { buildServerIfStale } = await import("../../scripts/build-server.mjs");
    await buildServerIfStale(builtRoot);
  }, 180_000);

  /** A root of its own (its .env, its start script) on the server built in builtRoot. */
  function startRoot(dotEnv?: string | "folder"): string {
    const root = tempDir("raiz");
    // the scripts copied (a linked start script would take the folder it links to for its root, and read that .env)
    cpSync(join(builtRoot, "scripts"), join(root, "scripts"), { recursive: true, preserveTimestamps: true });
    for (const entry of ["client", "server", "common", "prisma", "node_modules"])
      symlinkSync(join(builtRoot, entry), join(root, entry));
    if (dotEnv === "folder") mkdirSync(join(root, ".env"));
    else if (dotEnv !== undefined) writeFileSync(join(root, ".env"), dotEnv);
    return root;
  }
  const npmStart = (root: string, env: Record<string, string | undefined>) =>
    finish(spawn(process.execPath, [join(root, "scripts", "start.mjs")], { cwd: root, env: serverEnv(env) }));

  it("a bad value in .env", async () => {
    const root = startRoot("# ajustes\nPORT=tres mil\n"); // PORT left out of the environment, which would win over .env
    expectOneLine(
      await npmStart(root, { PORT: undefined }),
      /^Configuración inválida: PORT debe ser un número entero entre 0 y 65535 \(valor: "tres mil"\)\. Corrígelo en el entorno o en \.env\.$/,
    );
  });

  it("a malformed CLOUDINARY_URL in .env (the Cloudinary SDK itself throws on it when it loads)", async () => {
    const root = startRoot("CLOUDINARY_URL=cloudinary://clave:clave-secreta@mi nube\n");
    const result = await npmStart(root, {});
    expectOneLine(
      result,
      /^Configuración inválida: CLOUDINARY_URL debe tener la forma cloudinary:\/\/key:secret@cloud\./,
    );
    expect(result.output).not.toContain("clave-secreta");
  });

  it("a .env that cannot be read", async () => {
    const root = startRoot("folder");
    expectOneLine(
      await npmStart(root, {}),
      new RegExp(`^No se pudo leer ${join(root, ".env")}: es una carpeta, no un archivo\\. Corrígelo o bórralo\\.$`),
    );
  });

  it("a port in use", async () => {
    const port = await freePort();
    const blocker = await occupy(port, "127.0.0.1");
    try {
      expectOneLine(
        await npmStart(startRoot(), { PORT: String(port) }),
        new RegExp(`^El puerto ${port} ya está en uso en 127\\.0\\.0\\.1\\.`),
      );
    } finally {
      blocker.close();
    }
  });

  it("starts and serves with the same root (the copy is a faithful npm start)", async () => {
    const port = await freePort();
    const root = startRoot();
    const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
      env: serverEnv({ PORT: String(port), DATA_DIR: tempDir("arranque") }),
    });
    const done = finish(child, 120_000);
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    // what serves is the start script's own plain Node process (no second process, no TypeScript loader), which ran
    // the built JavaScript
    expect(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim()).toBe("");
    expect(readFileSync(`/proc/${child.pid}/cmdline`, "utf8").split("\0").filter(Boolean).slice(1)).toEqual([
      join(root, "scripts", "start.mjs"),
    ]);
    expect(existsSync(join(root, "server", "dist", "index.js"))).toBe(true);
    child.kill("SIGTERM");
    const result = await done;
    expect(result.code).toBe(0);
    expect(result.output).toContain(`Autora Colimense está en http://localhost:${port}`);
  }, 120_000);
});
