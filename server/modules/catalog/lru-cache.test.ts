import { describe, expect, it } from 'vitest';
import { releaseHeldMemory } from '../../memory-when-idle';
import { inFlightOnly, lruCache } from './lru-cache';

describe('lruCache', () => {
  it('keeps an answer fresh, then serves it stale once while refreshing, then the refreshed one', async () => {
    let clock = 0;
    let loads = 0;
    const cache = lruCache<number>(10, 1000, 500, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1200;
    expect(await cache.get('a', load)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads afresh, making the caller wait, once an answer is older than fresh plus stale', async () => {
    let clock = 0;
    let loads = 0;
    const cache = lruCache<number>(10, 1000, 500, () => clock);
    const load = async () => ++loads;
    await cache.get('a', load);
    clock = 1500;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops the least recently used answers once they are past their stale time', async () => {
    let clock = 0;
    const cache = lruCache<number>(10, 1000, 500, () => clock);
    await cache.get('a', async () => 1);
    clock = 100;
    await cache.get('b', async () => 2);
    expect(cache.size()).toBe(2);
    clock = 1550;
    // 'a' (stored at 0) is past 1500 and goes; 'b' (stored at 100) may still be served stale.
    expect(await cache.get('b', async () => 3)).toBe(2);
    expect(cache.size()).toBe(1);
    clock = 5000;
    await cache.get('c', async () => 4);
    expect(cache.size()).toBe(1);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    let loads = 0;
    const cache = lruCache<number>(10, 1000, 500);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = lruCache<number>(10, 1000, 500);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the least recently used entry when full', async () => {
    let loads = 0;
    const cache = lruCache<string>(2, 1000, 500);
    const load = (v: string) => async () => `${v}${++loads}`;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(await cache.get('a', load('a'))).toBe('a1');
    expect(await cache.get('b', load('b'))).toBe('b4');
  });

  it('forgets everything on clear, so a change shows at once', async () => {
    let value = 1;
    const cache = lruCache<number>(10, 60_000, 1000);
    expect(await cache.get('a', async () => value)).toBe(1);
    value = 2;
    cache.clear();
    expect(await cache.get('a', async () => value)).toBe(2);
  });

  it('drops every expired answer when the process goes quiet, whatever its place, and keeps a load in flight', async () => {
    let clock = 0;
    const cache = lruCache<number>(10, 1000, 500, () => clock);
    await cache.get('old', async () => 1);
    clock = 600;
    await cache.get('recent', async () => 2);
    clock = 900;
    // 'old' used again while fresh: now the most recently used, yet stored at 0 and so the first to expire.
    expect(await cache.get('old', async () => 3)).toBe(1);
    clock = 1550;
    let finish!: (n: number) => void;
    const inFlight = cache.get('loading', () => new Promise<number>((resolve) => { finish = resolve; }));
    releaseHeldMemory();
    expect(cache.size()).toBe(2);
    expect(await cache.get('recent', async () => 4)).toBe(2);
    finish(5);
    expect(await inFlight).toBe(5);
  });

  it('tells the loader whether a caller waits for it or it refreshes a stale answer in the background', async () => {
    let clock = 0;
    const seen: boolean[] = [];
    const cache = lruCache<number>(10, 1000, 500, () => clock);
    const load = async ({ background }: { background: boolean }) => seen.push(background);
    await cache.get('a', load);
    clock = 1200;
    await cache.get('a', load);
    expect(seen).toEqual([false, true]);
  });
});

describe('inFlightOnly', () => {
  it('shares a read still in flight and keeps nothing once it settled', async () => {
    const cache = inFlightOnly<number>();
    let reads = 0;
    let finish!: (value: number) => void;
    const slow = () => { reads++; return new Promise<number>((resolve) => { finish = resolve; }); };
    const first = cache.get('a', slow);
    const second = cache.get('a', slow);
    expect(reads).toBe(1);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    await Promise.resolve();
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', async () => { reads++; return 8; })).toBe(8);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const cache = inFlightOnly<number>();
    await expect(cache.get('a', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await cache.get('a', async () => 1)).toBe(1);
  });
});
