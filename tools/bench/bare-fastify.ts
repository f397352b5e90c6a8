import Fastify from 'fastify';

/**
 * The yardstick of `npm run bench`: a Fastify route with no database, started as its own process on
 * the port given, so the shop's figures read against what this machine serves at all in the same run.
 */
const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 1 }));
app.get('/healthz', async () => ({ status: 1 }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
