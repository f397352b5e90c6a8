import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openServices } from '../../server/services';
import { buildBrands } from '../demo-data/brands';
import { buildCategories } from '../demo-data/categories';

/**
 * `npm run bench:import`: a 33,000-product / 100,000-variant catalogue file imported into an empty
 * embedded database (target < 2 min), then a 100,000-row price-only file (target < 30 s); both as the
 * command line runs them (read, dry run, apply). BENCH_DATABASE_URL measures on PostgreSQL instead.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 33_000);
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);
const HEADER = 'cikkszam;termek_cikkszam;termek_nev;valtozat_nev;kategoria;marka;tulajdonsagok;ar;akcios_ar;keszlet;aktiv';
const SIZES = ['S', 'M', 'L', 'XL'];

function catalogueFile(leaves: string[], brands: string[]): string {
  const lines = [HEADER];
  for (let v = 0; v < VARIANTS; v++) {
    const p = Math.floor((v * PRODUCTS) / VARIANTS);
    const price = 1990 + ((p * 7919) % 200) * 500;
    lines.push([`B-${p}-${v}`, `B-${p}`, `Teszttermék ${p}`, SIZES[v % 4], leaves[p % leaves.length], brands[p % brands.length],
      `Méret=${SIZES[v % 4]}`, String(price), '', String(v % 20), 'igen'].join(';'));
  }
  return `${lines.join('\n')}\n`;
}

function priceFile(): string {
  const lines = ['cikkszam;ar'];
  for (let v = 0; v < VARIANTS; v++) {
    const p = Math.floor((v * PRODUCTS) / VARIANTS);
    lines.push(`B-${p}-${v};${1990 + ((p * 7919) % 200) * 500 + (v % 3 === 0 ? -100 : 100)}`);
  }
  return `${lines.join('\n')}\n`;
}

async function timed(label: string, work: () => Promise<string>): Promise<number> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s — ${result}`);
  return seconds;
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
  const url = process.env.BENCH_DATABASE_URL?.trim();
  const opened = await openServices({ ...process.env, DATA_DIR: dir, DATABASE_URL: url || undefined, PUBLIC_URL: 'http://localhost' });
  try {
    const categories = buildCategories();
    const brands = buildBrands();
    await opened.services.imports.importBundle({ categories, brands });
    const parents = new Set(categories.map((c) => c.parentAlias));
    const leaves = categories.filter((c) => !parents.has(c.alias)).map((c) => c.alias);
    const { catalogueImport, importJobs } = opened.services;
    const cli = { staffId: null, email: 'bench', ip: null };
    const run = async (name: string, text: string) => {
      const read = await catalogueImport.read(Buffer.from(text));
      const job = await importJobs.applyNow(cli, 'cli', name, read);
      const c = job.applied!.counts;
      if (job.error || c.rejected) throw new Error(`${name}: ${job.error ?? JSON.stringify(job.applied!.rejected.slice(0, 3))}`);
      return `${c.new} új, ${c.changed} módosult, ${c.unchanged} változatlan`;
    };
    console.log(`adatbázis: ${opened.databaseKind}; ${PRODUCTS} termék, ${VARIANTS} változat`);
    const full = await timed('teljes katalógus (33 000 termék / 100 000 változat)', () => run('bench-full.csv', catalogueFile(leaves, brands.map((b) => b.name))));
    const prices = await timed('csak árak (100 000 sor)', () => run('bench-prices.csv', priceFile()));
    const again = await timed('ugyanaz az árfájl újra (semmi sem változik)', () => run('bench-prices.csv', priceFile()));
    console.log(JSON.stringify({ fullSeconds: +full.toFixed(1), pricesSeconds: +prices.toFixed(1), rerunSeconds: +again.toFixed(1), targets: { fullSeconds: 120, pricesSeconds: 30 } }));
  } finally {
    await opened.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
