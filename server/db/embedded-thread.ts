import { Worker } from 'node:worker_threads';
import type { DbLogger } from './client';
import type { EmbeddedAsk, EmbeddedFailure, EmbeddedRequest, EmbeddedStarted, EmbeddedWorkerData } from './embedded-worker';

export interface DatabaseThread {
  /** Runs one request on the database's thread; rejects with its error. */
  ask(request: EmbeddedAsk): Promise<void>;
}

/**
 * The worker's file beside this one: JavaScript in the build. Under tsx (development, tests) it is
 * TypeScript, and the worker registers tsx's loader itself first: Node 20 does not carry a loader
 * registered by `--import` into a worker.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./embedded-worker.js', import.meta.url);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const worker = JSON.stringify(new URL('./embedded-worker.ts', import.meta.url).href);
  return new URL(`data:text/javascript,${encodeURIComponent(`import { register } from ${tsx}; register(); await import(${worker});`)}`);
}

/**
 * Starts PGlite on its own thread (embedded-worker.ts) and resolves once its socket listens. A thread that
 * stops unasked leaves the shop without its database: that is thrown as an uncaught exception, on which the
 * server exits for its supervisor's clean restart (main.ts), as it would if PGlite had failed in its thread.
 */
export function startDatabaseThread(data: EmbeddedWorkerData, log: DbLogger): Promise<DatabaseThread> {
  const worker = new Worker(workerEntry(), { workerData: data });
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let next = 0;
  let started = false;
  let closing = false;
  let stopped: Error | null = null;
  return new Promise((resolve, reject) => {
    worker.once('message', (first: EmbeddedStarted) => {
      if (!first.started) {
        void worker.terminate();
        reject(new Error(`Az adatbázis nem indult el / the embedded database did not start: ${first.error}`));
        return;
      }
      started = true;
      worker.on('message', (answer: { id: number; error?: string } | EmbeddedFailure) => {
        if ('failed' in answer) {
          log.error({ err: new Error(answer.failed) }, 'embedded database');
          return;
        }
        const pending = waiting.get(answer.id);
        waiting.delete(answer.id);
        if (answer.error === undefined) pending?.resolve();
        else pending?.reject(new Error(answer.error));
      });
      resolve({
        ask: (request) => new Promise<void>((done, fail) => {
          if (stopped) return fail(stopped);
          if (request.op === 'close') closing = true;
          const id = next++;
          waiting.set(id, { resolve: done, reject: fail });
          worker.postMessage({ ...request, id } as EmbeddedRequest);
        }),
      });
    });
    worker.on('error', (error) => {
      stopped = error;
      reject(error);
    });
    worker.on('exit', (code) => {
      stopped ??= new Error(`the embedded database's thread stopped (exit code ${code})`);
      reject(stopped);
      for (const pending of waiting.values()) pending.reject(stopped);
      waiting.clear();
      if (started && !closing) throw stopped;
    });
  });
}
