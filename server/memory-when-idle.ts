import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the process's CPU time is read. */
const SAMPLE_MS = 5_000;
/** A sample with less CPU than this (1 % of it) is a quiet one. */
const QUIET_CPU_MS = SAMPLE_MS / 100;
/** CPU spent since the last collection that makes one worth its pause: a burst of traffic, not a health check. */
const WORK_CPU_MS = 2_000;

interface Holder {
  target: WeakRef<object>;
  release(target: object): void;
}

const holders = new Set<Holder>();

/**
 * `release(target)` runs at each idle collection, before it: a cache drops there what it would never
 * serve again, so the collection frees it. The target is held weakly (a test's app and its caches go when
 * the test is done), so `release` must reach it through its argument, not a closure.
 */
export function releaseWhenIdle<T extends object>(target: T, release: (target: T) => void): void {
  holders.add({ target: new WeakRef(target), release: release as (target: object) => void });
}

/** Runs every registered release whose target still lives. */
export function releaseHeldMemory(): void {
  for (const holder of holders) {
    const target = holder.target.deref();
    if (target === undefined) holders.delete(holder);
    else holder.release(target);
  }
}

/**
 * The rule, fed one sample's CPU milliseconds at a time: collect once the process is quiet after a burst
 * of work, and not again until the next burst.
 */
export function collectAfterWork(collect: () => void): (cpuMs: number) => void {
  let workSinceCollection = 0;
  return (cpuMs) => {
    workSinceCollection += cpuMs;
    if (cpuMs < QUIET_CPU_MS && workSinceCollection >= WORK_CPU_MS) {
      workSinceCollection = 0;
      collect();
    }
  };
}

/**
 * After a burst of traffic, once the process has been quiet for a sample, one full garbage collection.
 * Under load V8 grows its heap ahead of the garbage (decision 0031) and keeps it when the traffic stops:
 * its memory reducer, which gives the pages back, starts only after a full collection, and a load that
 * ends on young-generation collections never made one (decision 0046). The collection, made while nothing
 * waits on the process, arms it; the caches first drop what has expired (releaseWhenIdle). `gc` is V8's
 * own, exposed for this process only.
 */
export function releaseMemoryWhenIdle(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const sample = collectAfterWork(() => {
    releaseHeldMemory();
    // Compacting: live objects moved out of the pages they share with the garbage, so those pages are given
    // back now. Without it the collection left the heap's pages half used until V8's memory reducer
    // compacted them, 40 s or more later (decision 0046, session 28 addendum). Only for this collection.
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  });
  // The first sample counts the start-up's work too: loading the app leaves its own garbage.
  let last = { user: 0, system: 0 };
  setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    sample((used.user + used.system) / 1000);
  }, SAMPLE_MS).unref();
}
