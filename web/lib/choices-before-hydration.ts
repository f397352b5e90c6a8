/**
 * Choices a visitor made in a server-rendered <select> before the page's script hydrated it. React never
 * heard of them, and where the page renders again at hydration it sets the select back to the server's
 * option: a size picked on a product page stayed shown, yet 'Kosárba' asked for a variant; the listing's
 * 'Ár' went back to 'Név'. Hydration keeps the server's elements, so a choice is kept by its element.
 */
const choices = new WeakMap<HTMLSelectElement, string>();

function serverValue(select: HTMLSelectElement): string | undefined {
  return ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value;
}

/**
 * Plain buttons a visitor tapped on the painted page before its script ran, in order: the page's loader
 * noted them (server/http/ssr/scripts-after-paint.ts, decision 0042). Without the app they did nothing.
 */
let taps: HTMLButtonElement[] = [];

/**
 * Called by the main script right before it hydrates: takes the taps the page's loader noted, and the
 * loader notes no more (from now on React hears them).
 */
export function takeTapsFromLoader(): void {
  const loader = document.querySelector<HTMLScriptElement & { taps?: HTMLButtonElement[] | null }>('script[data-entry]');
  taps = loader?.taps ?? [];
  if (loader) loader.taps = null;
}

/**
 * Called by the main script right before it hydrates `root`: notes every select already showing another
 * option than the server's, and every change made until its component has mounted (a lazy page hydrates
 * later than the shell).
 */
export function noteChoicesBeforeHydration(root: HTMLElement): void {
  for (const select of root.querySelectorAll('select')) {
    if (select.value !== serverValue(select)) choices.set(select, select.value);
  }
  root.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) choices.set(event.target, event.target.value);
  }, true);
}

/** The visitor's choice in `select` before its component mounted, once; undefined when there was none. */
export function takeChoiceBeforeHydration(select: HTMLSelectElement): string | undefined {
  const value = choices.get(select);
  choices.delete(select);
  return value;
}

/** The taps before the app, once, in the order they were made. */
export function takeTapsBeforeApp(): HTMLButtonElement[] {
  const taken = taps;
  taps = [];
  return taken;
}
