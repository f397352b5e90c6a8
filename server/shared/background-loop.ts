/**
 * A repeating background step of one server process (the mail outbox, invoices): the step does one
 * round and answers how long to wait before the next; a failed round waits `retryMs`. The timer does
 * not keep the process alive, and `stop` waits for a round under way. Work is shared between
 * processes through leases in the database, never through this timer.
 */
export interface BackgroundLoop {
  start(): void;
  stop(): Promise<void>;
}

export function createBackgroundLoop(step: () => Promise<number>, retryMs: number, onError: (error: unknown) => void): BackgroundLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = step()
        .catch((error: unknown) => (onError(error), retryMs))
        .then(schedule);
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(retryMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
