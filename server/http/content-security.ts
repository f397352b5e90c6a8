import { randomBytes } from 'node:crypto';

export type CspDirectives = Record<string, string[]>;

/**
 * The storefront's strict policy: nothing inline, everything from our own origin. The back office
 * pages add a per-response nonce to it (see adminPolicy) because Material UI's emotion injects
 * <style> elements at run time.
 */
export function strictDirectives(mapEmbedOrigin: string | null): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...(mapEmbedOrigin ? [mapEmbedOrigin] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** /admin and everything under it: the back office's single-page app. */
export function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** 128 random bits, fresh for every response, as CSP Level 3 recommends. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The strict policy with more sources: for styles, the hashes of the stylesheets a page carries inline
 * (decision 0037) and, on the back office's pages, the nonce emotion's <style> elements carry; for
 * scripts, on storefront pages, the hash of the one loader script (decision 0042). Nothing else
 * inline runs (the admin chunk is an ordinary file), so an injected script still cannot.
 */
export function pagePolicy(directives: CspDirectives, styleSources: string[], scriptSources: string[] = []): string {
  const extended: CspDirectives = {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? []), ...scriptSources],
    styleSrc: [...(directives.styleSrc ?? []), ...styleSources],
  };
  return Object.entries(extended).map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`).join(';');
}
