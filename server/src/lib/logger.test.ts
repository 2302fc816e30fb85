// Log lines for people and for machines: one readable line per record at a terminal, one JSON object per record
// elsewhere or with LOG_FORMAT=json.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { createLogger, logFormatOf, prettyLine, type LogFormat } from "./logger.ts";
import { repoRoot } from "./paths.ts";

/** A time of day in this machine's time zone, as the readable lines show it. */
const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 0, 15, hours, minutes, seconds).getTime();
const record = (fields: Record<string, unknown>) => JSON.stringify({ time: at(12, 3, 4), ...fields });

describe("readable lines", () => {
  it("time, level and message, then the other fields in parentheses", () => {
    expect(
      prettyLine(record({ level: 30, ms: 120, database: "embebida (PGlite)", msg: "listo en http://localhost:3000" })),
    ).toBe("12:03:04 INFO  listo en http://localhost:3000 (120 ms, database=embebida (PGlite))");
    expect(prettyLine(record({ level: 40, msg: "PUBLIC_URL no está definida" }))).toBe(
      "12:03:04 WARN  PUBLIC_URL no está definida",
    );
    expect(prettyLine(record({ level: 30, orderIds: [3, 4], msg: "fichas vencidas" }))).toBe(
      "12:03:04 INFO  fichas vencidas (orderIds=[3,4])",
    );
    expect(prettyLine(JSON.stringify({ level: 20, time: at(9, 5, 0), msg: "x" }))).toBe("09:05:00 DEBUG x");
  });

  it("a request: method, path, status and time", () => {
    const line = record({
      level: 30,
      req: { method: "GET", url: "/urdimbre" },
      res: { status: 200 },
      responseTime: 12,
      msg: "request completed",
    });
    expect(prettyLine(line)).toBe("12:03:04 INFO  GET /urdimbre 200 12 ms");
  });

  it("an error: its type, message and the frame it was thrown from, on the same line", () => {
    const stack = [
      "TypeError: no se puede leer 'precio'",
      `    at renderPage (file://${repoRoot}server/src/features/seo/server-render.ts:120:11)`,
      `    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)`,
    ].join("\n");
    const line = record({
      level: 50,
      err: { type: "TypeError", message: "no se puede leer 'precio'", stack },
      url: "/urdimbre",
      msg: "no se pudo generar la página en el servidor",
    });
    expect(prettyLine(line)).toBe(
      "12:03:04 ERROR no se pudo generar la página en el servidor (url=/urdimbre): TypeError: no se puede leer 'precio' (at renderPage (server/src/features/seo/server-render.ts:120:11))",
    );
    expect(
      prettyLine(
        record({ level: 40, err: "conexión rechazada", msg: "cola de correo: la base de datos no respondió" }),
      ),
    ).toBe("12:03:04 WARN  cola de correo: la base de datos no respondió: conexión rechazada");
  });

  it("a request that failed: the request line and the error", () => {
    const err = {
      type: "Error",
      message: "failed with status code 500",
      stack: "Error: failed with status code 500\n    at onResFinished (/x/pino-http/logger.js:116:39)",
    };
    const line = record({
      level: 50,
      req: { method: "POST", url: "/api/blog" },
      res: { status: 500 },
      err,
      responseTime: 8,
      msg: "request errored",
    });
    expect(prettyLine(line)).toBe(
      "12:03:04 ERROR POST /api/blog 500 8 ms: Error: failed with status code 500 (at onResFinished (/x/pino-http/logger.js:116:39))",
    );
  });

  it("never more than one line, whatever the message holds", () => {
    expect(prettyLine(record({ level: 60, msg: "primera\n  segunda\r\ntercera" }))).toBe(
      "12:03:04 FATAL primera segunda tercera",
    );
  });
});

/** A logger of this format writing into memory, and what it wrote. */
function memoryLogger(format: LogFormat) {
  let written = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { log: createLogger("info", { format, destination }), written: () => written };
}

describe("LOG_FORMAT", () => {
  it("json: one JSON object per line, the error's whole stack included", () => {
    const { log, written } = memoryLogger("json");
    log.error({ err: new Error("caída") }, "no se pudo crear el pago OXXO");
    const lines = written().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 50,
      msg: "no se pudo crear el pago OXXO",
      err: { type: "Error", message: "caída", stack: expect.stringContaining("logger.test.ts") },
    });
  });

  it("pretty: the same record as a readable line", () => {
    const { log, written } = memoryLogger("pretty");
    log.error({ err: new Error("caída") }, "no se pudo crear el pago OXXO");
    expect(written()).toMatch(
      /^\d\d:\d\d:\d\d ERROR no se pudo crear el pago OXXO: Error: caída \(at .*server\/src\/lib\/logger\.test\.ts:\d+:\d+\)\n$/,
    );
    expect(written()).not.toContain(repoRoot);
  });

  it("secrets the logger redacts stay hidden in both formats", () => {
    for (const format of ["json", "pretty"] as const) {
      const { log, written } = memoryLogger(format);
      log.info(
        {
          req: {
            method: "GET",
            url: "/api/orders/mine",
            headers: { authorization: "Bearer token-secreto", cookie: "sesion=galleta-secreta" },
          },
        },
        "visita",
      );
      expect(written()).not.toMatch(/token-secreto|galleta-secreta/);
    }
  });

  it("unset: readable at a terminal, JSON into a file or a pipe; set, it wins", () => {
    expect(logFormatOf({}, true)).toBe("pretty");
    expect(logFormatOf({}, false)).toBe("json");
    expect(logFormatOf({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormatOf({ LOG_FORMAT: "pretty" }, false)).toBe("pretty");
  });

  it("any other value stops the start with one line", () => {
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(
      /^Configuración inválida: LOG_FORMAT debe ser pretty o json \(valor: "xml"\)\. Corrígelo en el entorno o en \.env\.$/,
    );
    expect(() => loadConfig({ LOG_FORMAT: "json" })).not.toThrow();
  });
});
