import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads once within the ttl and again after it', async () => {
    let clock = 0;
    let loads = 0;
    const get = ttlCache(1000, async () => ++loads, () => clock);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(2);
  });

  it('forgets a failed load and reloads after invalidate', async () => {
    let loads = 0;
    const get = ttlCache(60_000, async () => {
      loads++;
      if (loads === 1) throw new Error('down');
      return loads;
    });
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toBe(2);
    get.invalidate();
    expect(await get()).toBe(3);
  });

  it('runs a query builder that executes on every then (as Drizzle does) once per load', async () => {
    let runs = 0;
    const query = { then: <R>(resolve: (rows: string[]) => R) => resolve([`run ${++runs}`]) } as unknown as Promise<string[]>;
    const get = ttlCache(60_000, () => query);
    const first = await get();
    expect(await get()).toBe(first);
    expect(runs).toBe(1);
  });
});
