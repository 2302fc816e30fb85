// The one runner of background jobs: interval runs, trigger runs, a failing run logged once with the job's name and
// never stopping the job, and stop() waiting for the run in progress.
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { startJobs, type Job, type JobContext, type RunningJobs } from "./runner.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger whose lines the test reads. */
function capturingLog() {
  const lines: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];
  return {
    lines,
    log: createLogger("info", {
      format: "json",
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
  };
}

let started: RunningJobs[] = [];
afterEach(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  started = [];
});
/** What the runner itself uses of the job context: the logger, and where a job's changes of public data go. */
const contextWith = (log: JobContext["log"], publicDataChanged: JobContext["publicDataChanged"] = () => {}) =>
  ({ log, publicDataChanged }) as JobContext;
function start(
  jobs: Job[],
  log = capturingLog().log,
  firstRunAfterMs?: number,
  publicDataChanged?: JobContext["publicDataChanged"],
) {
  const running = startJobs(jobs, contextWith(log, publicDataChanged), { firstRunAfterMs });
  started.push(running);
  return running;
}

describe("job runner", () => {
  it("runs an interval job at start and again every interval, never two runs at once", async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    start([
      {
        name: "cada-20",
        everyMs: 20,
        async run() {
          overlapped ||= inFlight > 0;
          inFlight += 1;
          await sleep(15);
          inFlight -= 1;
          runs += 1;
        },
      },
    ]);
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
  });

  it("makes no first run before firstRunAfterMs (the server's first requests come first), then keeps its interval", async () => {
    const runsAt: number[] = [];
    const begin = Date.now();
    start(
      [{ name: "tras-arrancar", everyMs: 20, run: async () => void runsAt.push(Date.now() - begin) }],
      undefined,
      150,
    );
    await sleep(100);
    expect(runsAt).toEqual([]);
    await expect.poll(() => runsAt.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    expect(runsAt[0]).toBeGreaterThanOrEqual(145);
  });

  it("runs a trigger job when woken, once for a burst of wakes", async () => {
    const listeners = new Set<() => void>();
    const wakeAll = () => listeners.forEach((wake) => wake());
    let runs = 0;
    start([
      {
        name: "al-avisar",
        everyMs: 60 * 60 * 1000,
        triggerDelayMs: 30,
        trigger: (wake) => (listeners.add(wake), () => listeners.delete(wake)),
        async run() {
          runs += 1;
        },
      },
    ]);
    await expect.poll(() => runs).toBe(1); // the run at start
    for (let i = 0; i < 5; i++) wakeAll();
    await expect.poll(() => runs).toBe(2);
    await sleep(100);
    expect(runs).toBe(2); // five wakes within the delay: one run, and the hourly interval does not come early
    wakeAll();
    await expect.poll(() => runs).toBe(3);
  });

  it("logs a failing job once with its name, keeps running it, and logs its recovery", async () => {
    const { lines, log } = capturingLog();
    let runs = 0;
    start(
      [
        {
          name: "inestable",
          everyMs: 10,
          async run() {
            runs += 1;
            if (runs <= 3) throw new Error(`fallo ${runs}`);
          },
        },
      ],
      log,
    );
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(6);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: "inestable", err: { message: "fallo 1" } });
    expect(errors[0].msg).toContain("inestable");
    expect(lines.filter((line) => line.job === "inestable" && line.level === 30)).toHaveLength(1); // "funciona de nuevo"
  });

  it("a handler that throws synchronously does not crash the process", async () => {
    let runs = 0;
    start([
      {
        name: "sincrona",
        everyMs: 10,
        run() {
          runs += 1;
          throw new Error("sin promesa");
        },
      },
    ]);
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
  });

  it("stop() aborts the signal, waits for the run in progress, and runs the job no more", async () => {
    let finish!: () => void;
    let signal!: AbortSignal;
    let runs = 0;
    const events: string[] = [];
    const jobs = start([
      {
        name: "larga",
        everyMs: 10,
        async run(ctx) {
          runs += 1;
          signal = ctx.signal;
          events.push("inicio");
          await new Promise<void>((resolve) => (finish = resolve));
          events.push("fin");
        },
      },
    ]);
    await expect.poll(() => runs).toBe(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await sleep(50);
    expect(signal.aborted).toBe(true);
    expect(stopped).toBe(false); // still waiting for the run in hand
    finish();
    await stopping;
    expect(events).toEqual(["inicio", "fin"]);
    await sleep(50);
    expect(runs).toBe(1);
  });

  it("empties the public data a job declares after each run that succeeds, as after a route, and not after a failed one", async () => {
    const changed: (readonly string[])[] = [];
    let runs = 0;
    const jobs = start(
      [
        {
          name: "vence-fichas",
          everyMs: 10,
          changesPublicData: ["books"],
          async run() {
            runs += 1;
            if (runs === 2) throw new Error("sin base de datos");
          },
        },
      ],
      undefined,
      undefined,
      (names) => void changed.push(names),
    );
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await jobs.stop(); // no run in progress: every run has ended
    expect(changed.length).toBe(runs - 1);
    expect(changed[0]).toEqual(["books"]);
  });
});
