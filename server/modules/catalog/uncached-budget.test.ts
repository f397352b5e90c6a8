import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { uncachedBudget } from './uncached-budget';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('uncachedBudget', () => {
  it('runs at most `concurrency` works at once, queues `queued` more and refuses the rest with 503', async () => {
    const run = uncachedBudget({ concurrency: 2, queued: 1 });
    const gate = deferred();
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await gate.promise;
      running--;
      return 'ok';
    };
    const admitted = [run(work), run(work), run(work)];
    await expect(run(work)).rejects.toMatchObject({ code: 'unavailable', details: { retryAfterSeconds: 2 } });
    expect(running).toBe(2);
    gate.resolve();
    await expect(Promise.all(admitted)).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(most).toBe(2);
  });

  it('frees the slot of a failed work', async () => {
    const run = uncachedBudget({ concurrency: 1, queued: 0 });
    await expect(run(async () => { throw new AppError('not_found', 'nincs'); })).rejects.toMatchObject({ code: 'not_found' });
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it('with a share below 1 keeps the slot closed after each work, while its caller already has the answer', async () => {
    const run = uncachedBudget({ concurrency: 1, queued: 5, share: 0.25 });
    const took = 40;
    const events: [string, number][] = [];
    const work = (name: string) => () => new Promise<string>((resolve) => {
      events.push([`${name} started`, performance.now()]);
      setTimeout(() => resolve(name), took);
    });
    const first = run(work('first')).then((v) => events.push([`${v} answered`, performance.now()]));
    await run(work('second'));
    await first;
    expect(events.map(([e]) => e)).toEqual(['first started', 'first answered', 'second started']);
    // The slot rested 3 × the first work's time (share 0.25) after its caller had the answer.
    expect(events[2]![1] - events[1]![1]).toBeGreaterThanOrEqual(took * 3 - 5);
  });

  it('runs idle-only work in a free slot, and refuses it at once rather than queue it behind visitors', async () => {
    const run = uncachedBudget({ concurrency: 2, queued: 10 });
    const gate = deferred();
    const held = run(async () => { await gate.promise; return 'visitor'; });
    await expect(run(async () => 'refresh', true)).resolves.toBe('refresh');
    const second = run(async () => { await gate.promise; return 'visitor'; });
    await expect(run(async () => 'refresh', true)).rejects.toMatchObject({ code: 'unavailable' });
    // A visitor still finds the queue it would have found without the refreshes.
    const queuedVisitor = run(async () => 'visitor');
    gate.resolve();
    await expect(Promise.all([held, second, queuedVisitor])).resolves.toEqual(['visitor', 'visitor', 'visitor']);
  });
});
