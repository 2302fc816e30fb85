// Background work has one shape. A job is one file in this folder that answers `{ config, handler }`:
// `config.name` (used in the logs), `config.everyMs` (run at start, or `startDelayMs` after it, then this long after each run ends) and/or
// `config.trigger` (a "wake now" signal, e.g. "a message was queued in a transaction that is committing"), and the
// `handler` that does one run by calling the domain's own functions. `startJobs` starts them all the same way and its
// `stop()` stops them all the same way, so a new job is a new file and one line in start-server.ts, not a new lifecycle.
//
// What the runner guarantees for every job:
// - one run at a time: a wake during a run makes one more run right after it, never two at once;
// - a failed run is logged once with the job's name (not again while it keeps failing; its recovery is logged) and
//   never crashes the process: the next run comes at its usual time;
// - `stop()` stops the timers and the triggers, aborts the handler's `signal` (a handler that works through a batch
//   finishes the item in hand and gives the rest back) and waits for the run in progress, at most STOP_WAIT_MS:
//   a run that hangs longer is left behind, and whatever it held is found again by the next start (the outbox's lease).
//   Then the job's `close` hook runs (the mail job closes its SMTP connections).
//
// The PostgreSQL change feed (lib/change-feed.ts) is not a job: it does no work on a clock, it is a connection that
// the app uses (publish, onChange, live) and that must exist before the app is built. Giving the runner start/stop
// hooks and return values for it would make every job more complicated for one service, so it stays a lib service,
// started beside the app in index.ts and closed right after the jobs in the same shutdown.
import type { Logger } from "../lib/logger.ts";

export interface JobConfig {
  /** the job's name in the logs */
  name: string;
  /** runs at start, then this long after each run ends; without it the job runs at start and on its trigger */
  everyMs?: number;
  /** subscribes `wake` to whatever should make the job run soon; answers the function that unsubscribes */
  trigger?: (wake: () => void) => () => void;
  /** how long after the start the first run comes (lets the server start without competing with it); 0 by default */
  startDelayMs?: number;
  /** how long after a wake the run starts (lets the transaction that woke it commit); 0 by default */
  triggerDelayMs?: number;
}

export interface Job {
  config: JobConfig;
  /** one run; `signal` is aborted when the server stops */
  handler(signal: AbortSignal): Promise<unknown>;
  /** after the job's last run (connections to close) */
  close?(): void;
}

export interface RunningJobs {
  /** stops every job: no new runs, waits for the runs in progress, then closes them */
  stop(): Promise<void>;
}

/** the longest `stop()` waits for a run in progress */
export const STOP_WAIT_MS = 5000;

/** firstRunAfterMs: no job's first run comes sooner than this (the server's first requests come first). */
export function startJobs(jobs: Job[], { log, firstRunAfterMs = 0 }: { log: Logger; firstRunAfterMs?: number }): RunningJobs {
  const running = jobs.map((job) => startJob(job, log, firstRunAfterMs));
  return {
    async stop() {
      await Promise.all(running.map((stop) => stop()));
    },
  };
}

function startJob({ config, handler, close }: Job, log: Logger, firstRunAfterMs: number): () => Promise<void> {
  const { name, everyMs } = config;
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
      else if (everyMs !== undefined) schedule(everyMs);
    });
  }

  async function runOnce() {
    try {
      await handler(abort.signal);
      if (failing) log.info({ job: name }, `tarea ${name}: funciona de nuevo`);
      failing = false;
    } catch (err) {
      if (!failing) log.error({ err, job: name }, `tarea ${name}: falló; se reintenta en su próxima vuelta`);
      failing = true;
    }
  }

  const unsubscribe = config.trigger?.(() => schedule(config.triggerDelayMs ?? 0));
  schedule(Math.max(config.startDelayMs ?? 0, firstRunAfterMs));

  let stopped: Promise<void> | undefined;
  async function stop() {
    abort.abort();
    unsubscribe?.();
    clearTimeout(timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(waited);
    close?.();
  }
  return () => (stopped ??= stop());
}
