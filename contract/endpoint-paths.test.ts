import { describe, expect, it } from 'vitest';
import { ENDPOINT_PATHS } from './endpoint-paths';
import { ENDPOINTS } from './endpoints';

describe('endpoint paths', () => {
  it('name the same calls as the endpoint table, with the same method, path and token use', () => {
    const fromTable = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, entry]) => [
      name, { method: entry.method, path: entry.path, ...('bearer' in entry ? { bearer: entry.bearer } : {}) },
    ]));
    expect(fromTable).toEqual(ENDPOINT_PATHS);
  });

  it('give every call its own method and path', () => {
    const routes = Object.values(ENDPOINT_PATHS).map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
