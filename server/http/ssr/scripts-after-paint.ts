import { createHash } from 'node:crypto';

/** The entry's script tag as Vite writes it into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>\s*/;

/**
 * Asks for the app's modules once the page has painted its content (decision 0042): a rendered page
 * needs no JavaScript to be seen, and a phone fetching 20 modules beside the page paints it later. The
 * browser's first-contentful-paint entry says when; where it keeps none, the first frame after the page
 * has been parsed. A hidden page (a tab opened in the background, a prerender) paints nothing until
 * shown: it asks at once, and so does a page hidden before its paint. If no paint is heard of in
 * FALLBACK_MS, it asks anyway. The file names are the script's own attributes: the text is the same on
 * every page, so one hash in the Content-Security-Policy allows exactly it.
 *
 * Until the app takes them (web/lib/choices-before-hydration.ts), the loader notes the plain buttons
 * (`type="button"`, which do nothing without the app) a visitor taps on the painted page, in its own
 * element's `taps`; the app taps them again once the page has hydrated (web/app/taps-before-app.tsx).
 */
const FALLBACK_MS = 3000;
const LOADER = '(function(s){var d=document,h=d.head,P=window.PerformanceObserver,done=0;s.taps=[];'
  + "d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');"
  + "if(s.taps&&b&&b.type==='button')s.taps.push(b)},true);function go(){if(done)return;done=1;"
  + "s.getAttribute('data-preload').split(' ').forEach(function(f){if(!f)return;var l=d.createElement('link');"
  + "l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});"
  + "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');h.appendChild(e)}"
  + `if(d.visibilityState==='hidden')return go();d.addEventListener('visibilitychange',go);setTimeout(go,${FALLBACK_MS});`
  + "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l){"
  + "if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});"
  + 'else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)';

/** The CSP `script-src` source that allows the loader and nothing else inline. */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER, 'utf8').digest('base64')}'`;

export interface EntryScript {
  /** the page without its entry script tag */
  html: string;
  /** the entry's address, or null when the page names none */
  src: string | null;
  /** the tag as the build wrote it (pages that are not server-rendered keep it in their head) */
  tag: string;
}

/** Takes the entry's script tag out of the built index.html. */
export function takeEntryScript(html: string): EntryScript {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) return { html, src: null, tag: '' };
  return { html: html.replace(match[0], ''), src: match[1]!, tag: match[0].trim() };
}

/** The loader for a rendered page: its entry and the page's own modules, fetched side by side after the paint. */
export function scriptsAfterPaint(entrySrc: string, modules: string[]): string {
  return `<script data-entry="${entrySrc}" data-preload="${modules.join(' ')}">${LOADER}</script>`;
}
