import autocannon from 'autocannon';
import pg from 'pg';
import { openServices } from '../../server/services';
import { ensureDatabase } from './postgres-database';
import { startShop } from './shop-process';

/**
 * `npm run bench:orders`: the back office's order list at 100,000 orders on PostgreSQL. Seeds the
 * orders once (set-based SQL, a few seconds), starts the shop, signs a staff member in, and loads
 * GET /api/admin/orders with autocannon: each connection cycles through the filters staff use (free
 * text by name, phone digits, order number; status, delivery mode, date range; sorting; a deep page).
 */
const url = process.env.BENCH_DATABASE_URL?.trim();
const port = Number(process.env.BENCH_PORT ?? 3193);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CONNECTIONS = 10;
const DURATION_S = 10;

const SURNAMES = ['Kovács', 'Szabó', 'Tóth', 'Nagy', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'];
const STATUSES = ['new', 'processing', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'];

/** Orders spread over the last two years, with their carts (one each), in one statement each. */
async function seedOrders(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orders');
  const missing = ORDERS - rows[0]!.n;
  if (missing <= 0) return;
  console.log(`seeding ${missing} orders…`);
  await client.query('begin');
  await client.query(`insert into carts (id, finished_at) select 'bench-' || g, now() from generate_series($1::int, $2::int) g`, [rows[0]!.n + 1, ORDERS]);
  await client.query(`
    insert into orders (order_number, cart_id, szallitas, shipping_cost, items_total, total, email, szallitas_vnev, szallitas_knev,
      szallitas_irsz, szallitas_varos, szallitas_utca, szallitas_telefonszam, szamla_nev, status, created_at, paid_at)
    select 'MP-B-' || lpad(g::text, 7, '0'), 'bench-' || g, g % 3, 1490, 9990 + g % 50000, 11480 + g % 50000,
      'vevo' || g || '@example.hu', ($3::text[])[1 + g % 10], 'Vevő' || g, '1051', 'Budapest', 'Fő utca ' || g % 200,
      '+36 30 ' || lpad((g % 10000000)::text, 7, '0'), ($3::text[])[1 + g % 10] || ' Vevő' || g,
      ($4::text[])[1 + (g / 7) % 6], now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 4 = 0 then now() end
    from generate_series($1::int, $2::int) g`, [rows[0]!.n + 1, ORDERS, SURNAMES, STATUSES]);
  await client.query('commit');
  await client.query('analyze orders');
}

async function staffCookie(): Promise<string> {
  const opened = await openServices({ ...process.env, DATABASE_URL: url });
  try {
    const email = `bench-${Date.now()}@example.hu`;
    const password = 'benchmark-jelszo-123';
    await opened.services.staff.add({ kind: 'cli' }, { email, name: 'Benchmark', role: 'staff', password });
    const { token } = await opened.services.staff.signIn({ email, password }, { ip: '127.0.0.1', userAgent: 'bench' });
    return `staff_session=${token}`;
  } finally {
    await opened.close();
  }
}

const QUERIES = [
  '', 'q=kov%C3%A1cs', 'q=szab%C3%B3%20v%C3%A9v%C5%914', 'q=3012345', 'q=MP-B-0054321', 'q=vevo777', 'status=new', 'status=shipped&szallitas=1',
  'paymentState=unpaid&sort=total&order=DESC', 'from=2026-01-01&to=2026-03-31', 'sort=name&order=ASC', 'page=200',
];

async function main(): Promise<void> {
  if (!url) throw new Error('set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/shop_orders_bench');
  await ensureDatabase(url);
  const shop = await startShop(port, { DATA_DIR: '/tmp/bench-orders', DATABASE_URL: url, SEED_PRODUCTS: '200' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedOrders(client);
    const cookie = await staffCookie();
    const requests = QUERIES.map((q) => ({ method: 'GET' as const, path: `/api/admin/orders?perPage=25&${q}`, headers: { cookie } }));
    const run = (duration: number) => new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: shop.baseUrl, connections: CONNECTIONS, duration, requests }, (error, done) => (error ? reject(error) : resolve(done)));
    });
    await run(2);
    const result = await run(DURATION_S);
    const { latency } = result;
    console.log(`GET /api/admin/orders, ${ORDERS} orders, ${CONNECTIONS} connections, ${DURATION_S} s, ${QUERIES.length} filter mixes:`);
    console.log(`  ${Math.round(result.requests.average)} req/s, latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms; `
      + `errors ${result.errors}, non-2xx ${result.non2xx}`);
    if (result.errors + result.non2xx > 0) process.exitCode = 1;
  } finally {
    await client.end();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
