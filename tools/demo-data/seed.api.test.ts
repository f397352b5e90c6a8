import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { createServices } from '../../server/services';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { generateCatalog } from './generate';
import { seedDemoCatalog } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seeding the demo catalogue in batches', () => {
  it('writes every product of the generated catalogue once, reporting progress over the whole run', async () => {
    const services = createServices(t.database.db, t.config);
    const progress: [number, number][] = [];
    const problems = await seedDemoCatalog(services, { seed: 1, products: 23, batchSize: 10, onProgress: (done, total) => progress.push([done, total]) });
    expect(problems).toEqual([]);
    const expected = (generateCatalog({ seed: 1, products: 23 }).products ?? []).map((p) => p.alias).sort();
    const rows = await queryRows<{ alias: string }>(t.database.db, sql`select alias from products`);
    expect(rows.map((row) => row.alias).sort()).toEqual(expected);
    expect(progress.at(-1)).toEqual([23, 23]);
    expect(progress.every(([, total]) => total === 23)).toBe(true);
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((a, b) => a - b));
  });
});
