/**
 * npm run search:eval — asks a running shop (SEARCH_EVAL_URL, default http://127.0.0.1:3000) every judged
 * query of queries.json as the header search does, judges the first 16 cards against the shop's database
 * (SEARCH_EVAL_DATABASE_URL, else DATABASE_URL) and prints precision@16 and nDCG@16 per query and overall.
 * Start the shop with TRUST_PROXY=loopback: each query comes from an address of its own, so the
 * listing rate limit never answers instead of the search.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openSession, postJson } from '../bench/targets';
import { exitWith } from '../exit-on-error';
import { judge, type JudgedQuery } from './judge';
import { K, ndcgAtK, precisionAtK } from './metrics';

const baseUrl = process.env.SEARCH_EVAL_URL ?? 'http://127.0.0.1:3000';
const databaseUrl = process.env.SEARCH_EVAL_DATABASE_URL ?? process.env.DATABASE_URL;

async function main(): Promise<number> {
  if (!databaseUrl) {
    console.error('Adja meg a bolt adatbázisát: SEARCH_EVAL_DATABASE_URL=postgres://… (vagy DATABASE_URL).');
    return 2;
  }
  const file = path.join(import.meta.dirname, 'queries.json');
  const queries = JSON.parse(await readFile(file, 'utf8')) as JudgedQuery[];
  const session = await openSession(baseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let precisionSum = 0;
  let ndcgSum = 0;
  try {
    console.log(`${'query'.padEnd(28)} ${'P@16'.padStart(6)} ${'nDCG@16'.padStart(8)} ${'found'.padStart(7)} ${'relevant'.padStart(9)}`);
    for (const [i, query] of queries.entries()) {
      const visitor = { headers: { ...session.headers, 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` } };
      const answer = await postJson<{ products: { alias: string }[]; total: number }>(baseUrl, '/api/productsByAlias/kereses', visitor,
        { searchText: query.q, range: { start: 0, end: K } });
      const { relevant, available } = await judge(client, query, answer.products.map((p) => p.alias));
      const p = precisionAtK(relevant, available);
      const n = ndcgAtK(relevant, available);
      precisionSum += p;
      ndcgSum += n;
      console.log(`${query.q.padEnd(28)} ${p.toFixed(3).padStart(6)} ${n.toFixed(3).padStart(8)} ${String(answer.total).padStart(7)} ${String(available).padStart(9)}`);
    }
  } finally {
    await client.end();
  }
  console.log(`\n${queries.length} judged queries: P@16 ${(precisionSum / queries.length).toFixed(3)}, nDCG@16 ${(ndcgSum / queries.length).toFixed(3)}`);
  return 0;
}

exitWith(main());
