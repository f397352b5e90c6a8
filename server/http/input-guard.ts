import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

function holds(value: unknown, bad: (leaf: unknown) => boolean): boolean {
  if (bad(value)) return true;
  if (Array.isArray(value)) return value.some((v) => holds(v, bad));
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, v]) => bad(key) || holds(v, bad));
  return false;
}
const nul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
const nonFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/**
 * Two kinds of input the schemas let through and the database then fails on with a 500:
 * - a NUL character in any text: no text of the shop may hold one, and PostgreSQL cannot store it;
 * - `Infinity` in a path parameter: Ajv coerces the string "Infinity" to a number and then skips the
 *   minimum/maximum checks for non-finite numbers, so an integer id could arrive as Infinity.
 * Both are refused as bad requests before a route sees them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holds(request.params, nul) || holds(request.query, nul) || holds(request.body, nul)) {
      throw new AppError('bad_request', 'Hibás kérés: a kérés nem megengedett vezérlőkaraktert tartalmaz.');
    }
  });
  app.addHook('preHandler', async (request) => {
    if (holds(request.params, nonFinite) || holds(request.query, nonFinite) || holds(request.body, nonFinite)) {
      throw new AppError('bad_request', 'Hibás kérés: a szám túl nagy vagy érvénytelen.');
    }
  });
}
