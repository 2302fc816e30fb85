// Background work has one shape. A job is one file in this folder whose default export is a `Job`:
//
//   export default {
//     name: "expire-vouchers",            // its name in the logs
//     everyMs: 60_000,                    // runs at start (or `startDelayMs` after it), then this long after each run ends
//     changesPublicData: ["books"],       // optional: the public data its runs change, named as routes name it
//     async run({ prisma, config, log, now, signal }) { ... },   // one run, calling the domain's own functions
//   } satisfies Job;
//
// `run` receives the job context (the database, the settings, the logger, the outbox's sender, the clock) and the
// server's stop signal. Optional: `startDelayMs`, and `trigger` with `triggerDelayMs` (a "wake now" signal, e.g. "a
// message was queued in a transaction that is committing"). A job empties caches the way a route does: it declares
// `changesPublicData`, and after each run that succeeds the kept answers and pages showing that data are emptied on
// every server process (ctx.publicDataChanged, the response cache's). `startJobs` starts them all the same way and
// its `stop()` stops them all the same way; the server's list is jobs/index.ts, so a new job is a new file and one
// line there, not a new lifecycle.
//
// What the runner guarantees for every job:
// - one run at a time: a wake during a run makes one more run right after it, never two at once;
// - a failed run is logged once with the job's name (not again while it keeps failing; its recovery is logged) and
//   never crashes the process: the next run comes at its usual time;
// - `stop()` stops the timers and the triggers, aborts the run's `signal` (a run that works through a batch
//   finishes the item in hand and gives the rest back) and waits for the run in progress, at most STOP_WAIT_MS:
//   a run that hangs longer is left behind, and whatever it held is found again by the next start (the outbox's lease).
//
// The PostgreSQL change feed (lib/change-feed.ts) is not a job: it does no work on a clock, it is a connection that
// the app uses (publish, onChange, live) and that must exist before the app is built, so it stays a lib service,
// started beside the app in start-server.ts and closed right after the jobs in the same shutdown.
import type { Config } from "../lib/config.ts";
import type { PrismaClient } from "../lib/db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { MailSenderOptions } from "../lib/mail/outbox.ts";

/** What every job's runs receive. */
export interface JobContext {
  prisma: PrismaClient;
  config: Config;
  log: Logger;
  /** the outbox's sender: its transport is undefined without SMTP_URL (messages are kept for the admin area) */
  mail: MailSenderOptions;
  /** the clock; tests move it */
  now(): Date;
  /** empties what shows the named public data, on this process and every other one */
  publicDataChanged(names: readonly string[]): void;
}

export interface Job {
  /** the job's name in the logs */
  name: string;
  /** runs at start, then this long after each run ends */
  everyMs: number;
  /** how long after the start the first run comes (lets the server start without competing with it); 0 by default */
  startDelayMs?: number;
  /** subscribes `wake` to whatever should make the job run soon; answers the function that unsubscribes */
  trigger?: (wake: () => void) => () => void;
  /** how long after a wake the run starts (lets the transaction that woke it commit); 0 by default */
  triggerDelayMs?: number;
  /** the public data its runs change: emptied after each run that succeeds, as after a route's */
  changesPublicData?: readonly string[];
  /** one run; `signal` is aborted when the server stops */
  run(ctx: JobContext & { signal: AbortSignal }): Promise<unknown>;
}

export interface RunningJobs {
  /** stops every job: no new runs, waits for the runs in progress */
  stop(): Promise<void>;
}

/** the longest `stop()` waits for a run in progress */
export const STOP_WAIT_MS = 5000;

/** firstRunAfterMs: no job's first run comes sooner than this (the server's first requests come first). */
export function startJobs(
  jobs: Job[],
  ctx: JobContext,
  { firstRunAfterMs = 0 }: { firstRunAfterMs?: number } = {},
): RunningJobs {
  const running = jobs.map((job) => startJob(job, ctx, firstRunAfterMs));
  return {
    async stop() {
      await Promise.all(running.map((stop) => stop()));
    },
  };
}

function startJob(job: Job, ctx: JobContext, firstRunAfterMs: number): () => Promise<void> {
  const { name, everyMs, log } = { ...job, log: ctx.log };
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nextAt = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let failing = false;

  /** Runs after `delay`, unless a run is already due sooner (a burst of wakes cannot postpone it). */
  function schedule(delay: number) {
    if (abort.signal.aborted) return;
    const at = Date.now() + delay;
    if (timer && nextAt <= at) return;
    clearTimeout(timer);
    nextAt = at;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    if (abort.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce().finally(() => {
      running = undefined;
      if (again) schedule(0);
      else schedule(everyMs);
    });
  }

  async function runOnce() {
    try {
      await job.run({ ...ctx, signal: abort.signal });
      if (job.changesPublicData?.length) ctx.publicDataChanged(job.changesPublicData);
      if (failing) log.info({ job: name }, `tarea ${name}: funciona de nuevo`);
      failing = false;
    } catch (err) {
      if (!failing) log.error({ err, job: name }, `tarea ${name}: falló; se reintenta en su próxima vuelta`);
      failing = true;
    }
  }

  const unsubscribe = job.trigger?.(() => schedule(job.triggerDelayMs ?? 0));
  schedule(Math.max(job.startDelayMs ?? 0, firstRunAfterMs));

  let stopped: Promise<void> | undefined;
  async function stop() {
    abort.abort();
    unsubscribe?.();
    clearTimeout(timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(waited);
  }
  return () => (stopped ??= stop());
}

/** A job context from a database, its settings and a logger: mail from MAIL_FROM with no transport, the real clock, and `rest` over that. */
export function jobContext(
  { prisma, config, log }: Pick<JobContext, "prisma" | "config" | "log">,
  rest: Partial<JobContext> = {},
): JobContext {
  return {
    prisma,
    config,
    log,
    mail: { prisma, log, from: config.mail.from },
    now: () => new Date(),
    publicDataChanged: () => {},
    ...rest,
  };
}
