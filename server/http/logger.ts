import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Secrets travel in some paths (reset tokens); they must never reach a log line. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password\/find\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/password_reset\/)[^/?#]+/, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
