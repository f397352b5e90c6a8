import { describe, expect, it, vi } from 'vitest';
import { sharedReads } from './shared-reads';

const squares = () => vi.fn(async (keys: readonly number[]) => new Map(keys.filter((k) => k > 0).map((k) => [k, k * k])));

describe('sharedReads', () => {
  it('reads the keys asked for together in one call, and answers each its own value', async () => {
    const readMany = squares();
    const read = sharedReads(readMany);
    expect(await Promise.all([read(2), read(3), read(2), read(-1)])).toEqual([4, 9, 4, undefined]);
    expect(readMany).toHaveBeenCalledTimes(1);
    expect(readMany.mock.calls[0]![0]).toEqual([2, 3, 2, -1]);
  });

  it('shares a call between requests that arrive in the same round of the event loop, not with later ones', async () => {
    const readMany = squares();
    const read = sharedReads(readMany);
    // Two "requests" handled by separate callbacks of one round (as two sockets' data events are).
    const first = new Promise((resolve) => setImmediate(() => resolve(Promise.all([read(1), new Promise((r) => process.nextTick(() => r(read(2))))]))));
    const second = new Promise((resolve) => setImmediate(() => resolve(read(3))));
    expect(await Promise.all([first, second])).toEqual([[1, 4], 9]);
    expect(readMany.mock.calls.map((call) => call[0])).toEqual([[1, 2, 3]]);
    expect(await read(4)).toBe(16);
    expect(readMany).toHaveBeenCalledTimes(2);
  });

  it('fails every read of a failed call, and the next round reads again', async () => {
    let fail = true;
    const read = sharedReads(async (keys: readonly number[]) => {
      if (fail) throw new Error('adatbázis nem elérhető');
      return new Map(keys.map((k) => [k, k]));
    });
    const reads = [read(1), read(2)];
    await expect(reads[0]).rejects.toThrow('adatbázis nem elérhető');
    await expect(reads[1]).rejects.toThrow('adatbázis nem elérhető');
    fail = false;
    expect(await read(1)).toBe(1);
  });

  it('splits more than a hundred keys into several calls', async () => {
    const readMany = squares();
    const read = sharedReads(readMany);
    const keys = Array.from({ length: 250 }, (_, i) => i + 1);
    expect(await Promise.all(keys.map(read))).toEqual(keys.map((k) => k * k));
    expect(readMany.mock.calls.map((call) => call[0].length)).toEqual([100, 100, 50]);
  });
});
