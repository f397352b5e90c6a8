/**
 * Sends cart field edits (spec section 4, 'Cart field edits'): checkboxes and selects at once,
 * text after a pause, and only the latest value of each field: a newer edit of the same field
 * replaces the waiting one. `flush` sends what is still waiting (before leaving the page or
 * going on), and answers when every send it started has settled.
 */
export interface FieldDebouncer<V> {
  change(field: string, value: V, delayMs: number): void;
  flush(): Promise<void>;
  /** Drops what is waiting without sending it. */
  cancel(): void;
  /** Fields with an edit still waiting to be sent. */
  pendingFields(): string[];
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createFieldDebouncer<V>(
  send: (field: string, value: V) => Promise<unknown>,
  timers: Timers = realTimers,
): FieldDebouncer<V> {
  const waiting = new Map<string, { value: V; handle: unknown }>();
  const inFlight = new Set<Promise<unknown>>();

  function dispatch(field: string, value: V): void {
    const sent = send(field, value).catch(() => undefined);
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  }

  function drop(field: string): void {
    const entry = waiting.get(field);
    if (entry) timers.clear(entry.handle);
    waiting.delete(field);
  }

  return {
    change(field, value, delayMs) {
      drop(field);
      if (delayMs <= 0) {
        dispatch(field, value);
        return;
      }
      const handle = timers.set(() => {
        waiting.delete(field);
        dispatch(field, value);
      }, delayMs);
      waiting.set(field, { value, handle });
    },
    async flush() {
      for (const [field, { value }] of [...waiting]) {
        drop(field);
        dispatch(field, value);
      }
      await Promise.all([...inFlight]);
    },
    cancel() {
      for (const field of [...waiting.keys()]) drop(field);
    },
    pendingFields: () => [...waiting.keys()],
  };
}
