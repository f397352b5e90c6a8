import createCache from '@emotion/cache';

/**
 * Material UI's styles go through emotion, which adds <style> elements at run time. The server sends
 * /admin pages with a fresh nonce in the CSP (style-src 'nonce-…') and in <meta name="csp-nonce">;
 * emotion puts it on every <style> it adds, so no 'unsafe-inline' is needed.
 */
export function nonceEmotionCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'admin', nonce, prepend: true });
}
