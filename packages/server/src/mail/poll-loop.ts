/**
 * The loop of a background sender (the outbox's, the newsletter's): `work` runs at once on
 * `start` and `wake`, then again `pollMs` after each run ends, never twice at the same time (a
 * wake during a run runs it once more right after). An error of a run goes to `onError`, and
 * the loop goes on at the next poll; `stop` waits for the run in progress.
 */
export interface PollLoop {
  /** Whether `stop` was called (work checks it between items). */
  readonly stopped: boolean;
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createPollLoop(deps: {
  pollMs: number;
  work: () => Promise<void>;
  onError: (error: unknown) => void;
}): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run(): void {
    if (stopped || running) return;
    running = (async () => {
      do {
        again = false;
        await deps.work();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => {
        if (!stopped) deps.onError(error);
      })
      .finally(() => {
        running = undefined;
        schedule(deps.pollMs);
      });
  }

  return {
    get stopped() {
      return stopped;
    },
    start: () => schedule(0),
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
