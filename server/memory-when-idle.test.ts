import { describe, expect, it, vi } from 'vitest';
import { collectAfterWork, releaseHeldMemory, releaseWhenIdle } from './memory-when-idle';

describe('collectAfterWork', () => {
  it('collects once the process is quiet after a burst of work, and not again until the next burst', () => {
    const collect = vi.fn();
    const sample = collectAfterWork(collect);
    sample(4_000);
    sample(3_500);
    expect(collect).not.toHaveBeenCalled();
    sample(10);
    expect(collect).toHaveBeenCalledTimes(1);
    sample(5);
    sample(0);
    expect(collect).toHaveBeenCalledTimes(1);
    sample(2_500);
    sample(20);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('leaves a process alone that only answers the odd health check', () => {
    const collect = vi.fn();
    const sample = collectAfterWork(collect);
    for (let i = 0; i < 120; i++) sample(15);
    expect(collect).not.toHaveBeenCalled();
  });

  it('waits for a quiet sample however long the traffic lasts', () => {
    const collect = vi.fn();
    const sample = collectAfterWork(collect);
    for (let i = 0; i < 40; i++) sample(60);
    expect(collect).not.toHaveBeenCalled();
    sample(49);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});

describe('releaseWhenIdle', () => {
  it('runs each registered release with its target when the held memory is released', () => {
    const cache = new Map([['a', 1], ['b', 2]]);
    const other = new Set(['x']);
    releaseWhenIdle(cache, (held) => held.delete('a'));
    releaseWhenIdle(other, (held) => held.clear());
    releaseHeldMemory();
    expect([...cache.keys()]).toEqual(['b']);
    expect(other.size).toBe(0);
  });
});
