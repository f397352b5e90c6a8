/**
 * Which of the encodings we `offer` an Accept-Encoding header allows, by RFC 9110: each named one with
 * its q (1 without), else `*`'s; the highest q above 0 wins, a tie going to the one offered first. Not
 * @fastify/accept-negotiator (the static files' and @fastify/compress's): it takes `gzip;q=0, *` as gzip
 * and `GZIP` as none, where RFC 9110 says the opposite. null: none of them (send the plain bytes).
 */
/** The names RFC 9110 lets an encoding go by too. */
const ALIASES: Readonly<Record<string, string>> = { gzip: 'x-gzip' };

export function acceptedEncoding<E extends string>(header: string | undefined, offer: readonly E[]): E | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  let best: E | null = null;
  let bestWeight = 0;
  for (const encoding of offer) {
    const weight = weights.get(encoding) ?? (ALIASES[encoding] ? weights.get(ALIASES[encoding]) : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether an Accept-Encoding header allows gzip. */
export const acceptsGzip = (header: string | undefined): boolean => acceptedEncoding(header, ['gzip']) !== null;
