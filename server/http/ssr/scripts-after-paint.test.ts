import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_HASH, scriptsAfterPaint, takeEntryScript } from './scripts-after-paint';

const ENTRY = '/assets/index-abc.js';
const MODULES = ['/assets/listing-route-1.js', '/assets/product-card-2.js'];

/** The loader's tag for a page, its attributes and its text. */
function loaderOf(html: string): { attributes: Record<string, string>; text: string } {
  const match = /^<script ([^>]*)>(.*)<\/script>$/s.exec(html);
  if (!match) throw new Error(`not one script tag: ${html}`);
  const attributes = Object.fromEntries([...match[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return { attributes, text: match[2]! };
}

interface Timer { callback: () => void; ms: number }

/**
 * Runs the loader against a document of plain objects; frames, timers and paint entries are fired by
 * the test. `paintTiming`: whether the browser keeps paint entries (PerformanceObserver's 'paint').
 */
function runLoader(visibilityState: 'visible' | 'hidden', paintTiming = true) {
  const { attributes, text } = loaderOf(scriptsAfterPaint(ENTRY, MODULES));
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: Timer[] = [];
  const listeners: (() => void)[] = [];
  const clickListeners: ((event: { target: unknown }) => void)[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const currentScript: { getAttribute(name: string): string | null; taps?: unknown[] | null } = { getAttribute: (name) => attributes[name] ?? null };
  const document = {
    visibilityState,
    currentScript,
    head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void, capture?: boolean) => {
      if (type === 'visibilitychange') listeners.push(listener);
      if (type === 'click' && capture === true) clickListeners.push(listener);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) observers.push(this.callback);
    }
  }
  const window = { PerformanceObserver };
  vm.runInNewContext(text, {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  /** The browser reports paint entries of these names. */
  const paint = (...names: string[]) => observers.forEach((observer) => observer({ getEntriesByName: (name) => names.filter((n) => n === name) }));
  /** A tap on an element inside the button `button` (null: on no button). */
  const tap = (button: { type: string } | null) => clickListeners.forEach((listener) => listener({ target: { closest: (selector: string) => (selector === 'button' ? button : null) } }));
  return { appended, frames, timers, listeners, paint, tap, loader: currentScript };
}

const expected = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: MODULES[0] },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: MODULES[1] },
  { tag: 'script', type: 'module', crossOrigin: '', src: ENTRY },
];

describe('the loader that asks for the app after the first paint (decision 0042)', () => {
  it('asks for nothing before the content has painted, then for the page modules and the entry', () => {
    const run = runLoader('visible');
    expect(run.appended).toEqual([]);
    // A first paint without content (the background) is not yet the page.
    run.paint('first-paint');
    expect(run.appended).toEqual([]);
    run.paint('first-paint', 'first-contentful-paint');
    expect(run.appended).toEqual(expected);
    expect(run.frames).toEqual([]);
  });

  it('asks after the first frame has been made where the browser keeps no paint entries', () => {
    const run = runLoader('visible', false);
    expect(run.appended).toEqual([]);
    run.frames.forEach((frame) => frame());
    // The frame's callback runs before its paint: only the timer after it asks.
    expect(run.appended).toEqual([]);
    run.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    expect(run.appended).toEqual(expected);
  });

  it('asks at once on a hidden page, which paints nothing until shown', () => {
    const run = runLoader('hidden');
    expect(run.appended).toEqual(expected);
    expect(run.timers).toEqual([]);
  });

  it('asks once when the page is hidden before its paint, however many signals follow', () => {
    const run = runLoader('visible');
    run.listeners.forEach((listener) => listener());
    expect(run.appended).toEqual(expected);
    run.paint('first-contentful-paint');
    run.timers.forEach((timer) => timer.callback());
    expect(run.appended).toEqual(expected);
  });

  it('asks after three seconds when no paint has been heard of', () => {
    const run = runLoader('visible');
    const fallback = run.timers.find((timer) => timer.ms === 3000);
    expect(fallback).toBeDefined();
    expect(run.appended).toEqual([]);
    fallback!.callback();
    expect(run.appended).toEqual(expected);
  });

  it('notes the plain buttons tapped before the app has started, in order, until the app takes them', () => {
    const run = runLoader('visible');
    const [more, add, submit] = [{ type: 'button' }, { type: 'button' }, { type: 'submit' }];
    run.tap(more);
    run.tap(null);
    run.tap(submit);
    run.tap(more);
    run.tap(add);
    expect(run.loader.taps).toEqual([more, more, add]);
    expect(run.loader.taps![0]).toBe(more);
    // The app takes them: from then on React hears the taps itself.
    run.loader.taps = null;
    run.tap(add);
    expect(run.loader.taps).toBeNull();
  });

  it('is the same text on every page, so the one hash in the policy allows it', () => {
    const texts = [scriptsAfterPaint(ENTRY, MODULES), scriptsAfterPaint('/assets/index-new.js', [])].map((tag) => loaderOf(tag).text);
    expect(texts[0]).toBe(texts[1]);
    expect(`'sha256-${createHash('sha256').update(texts[0]!, 'utf8').digest('base64')}'`).toBe(LOADER_HASH);
  });

  it("takes the build's entry script out of index.html, and leaves a page without one as it is", () => {
    const tag = `<script type="module" crossorigin src="${ENTRY}"></script>`;
    const taken = takeEntryScript(`<head><meta charset="utf-8">${tag}\n<link rel="icon"></head>`);
    expect(taken).toEqual({ html: '<head><meta charset="utf-8"><link rel="icon"></head>', src: ENTRY, tag });
    expect(takeEntryScript('<head></head>')).toEqual({ html: '<head></head>', src: null, tag: '' });
  });
});
