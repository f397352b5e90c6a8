/**
 * The headers a page of the shop sends on its API calls, taken from a real running server as a browser
 * gets them: the CSRF token from the page's meta tag and the visitor cookie it was signed for.
 */
export async function browserHeaders(base: string): Promise<Record<string, string>> {
  const home = await fetch(`${base}/`);
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(await home.text())?.[1];
  const cookie = home.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('csrf_token='));
  if (!token || !cookie) throw new Error('the home page carries no CSRF token or visitor cookie: is the web app built (npm run build)?');
  return { 'content-type': 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', cookie };
}
