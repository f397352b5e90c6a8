import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { COMPRESS_FROM_BYTES } from './http/cached-answer';
import { registerCsrfCheck } from './http/csrf';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerInFlight } from './http/in-flight';
import { registerSecurityHeaders } from './http/security-headers';
import { lazySchemaCompilers } from './http/lazy-schema-compilers';
import { registerPrincipal } from './http/principal-hook';
import { loggerOptions, OneLineRequestLog } from './http/logger';
import { registerNoStore } from './http/no-store';
import { registerSpa } from './http/spa';
import { createPageRenderer } from './http/ssr/page-renderer';
import { strictDirectives } from './http/content-security';
import { sessionSecret } from './http/session-secret';
import { accountRoutes } from './modules/account/account.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { registerMailDelivery } from './modules/mail/mail.plugin';
import { registerInvoiceRunner } from './modules/order/invoice.plugin';
import { invoiceRoutes } from './modules/order/invoice.routes';
import { fitmentRoutes } from './modules/fitment/fitment.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { photoAdminRoutes } from './modules/media/photo-admin.routes';
import { downloadAdminRoutes } from './modules/media/download-admin.routes';
import { importAdminRoutes } from './modules/import/import-admin.routes';
import { customerOrderRoutes } from './modules/order/customer-orders.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { feedRoutes } from './modules/feeds/feeds.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { orderAdminRoutes } from './modules/order/order-admin.routes';
import { withdrawalAdminRoutes } from './modules/order/withdrawal-admin.routes';
import { customersAdminRoutes } from './modules/account/customers-admin.routes';
import { productAdminRoutes } from './modules/catalog/product-admin.routes';
import { searchAdminRoutes } from './modules/catalog/search-admin.routes';
import { settingsAdminRoutes } from './modules/content/settings-admin.routes';
import { catalogueAdminRoutes } from './modules/catalog/catalogue-admin.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { registerCategoryRedirects } from './modules/catalog/category-redirect.hook';
import { createSeoService } from './modules/seo/seo.service';
import { createServices } from './services';

export interface AppDeps {
  config: Config;
  database: Database;
  /** false in tests that do not want log output */
  logger?: boolean;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: Writable;
  /** the server renderer's module; tests pass the source one (web/entry-server.tsx) */
  pageRenderer?: typeof import('../web/entry-server');
}

/** Fastify takes a hop count at run time but not in its types: the same rule as a function (hop 0 is the peer). */
function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole HTTP app; used by main, tests (app.inject) and benchmarks alike. */
export async function buildApp({ config, database, logger = true, logStream, pageRenderer }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    logController: new OneLineRequestLog(),
    bodyLimit: 64 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
    return503OnClosing: true,
    // Aliases and free-text selector searches travel in the path; Fastify's default cap is 100.
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
    schemaController: lazySchemaCompilers(),
  });
  const services = createServices(database.db, config, (msg) => app.log.warn(msg));

  registerInFlight(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  const csp = strictDirectives(config.mapEmbedUrl ? new URL(config.mapEmbedUrl).origin : null);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  // Answers up to 64 KB are compressed in one call on the event loop, not streamed through the thread
  // pool (the plugin's default leaves only 8 KB to one call on a two-core machine): a 12 KB listing's
  // Brotli takes 0.2 ms, and its stream and chunked answer cost more than that again. With a browser's
  // Accept-Encoding and the response cache off, listings and searches took 1.81–1.82 ms of server CPU
  // per answer against 2.07–2.17 streamed (decision 0043).
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_FROM_BYTES, syncThreshold: 64 * 1024 });
  await app.register(fastifyCookie);
  const csrfSecret = sessionSecret(config);
  registerCsrfCheck(app, csrfSecret);
  registerPrincipal(app, {
    bearer: (token) => services.account.principalOf(token),
    staffSession: (cookie, ip) => services.staff.resolve(cookie, ip),
  });
  registerNoStore(app);

  /** 200 while the database answers and `ready` holds, 503 with the reason otherwise. */
  const probe = (ready: () => boolean) => async (_request: FastifyRequest, reply: FastifyReply) => {
    const status = !(await database.ping()) ? 'unavailable' : ready() ? 'ok' : 'starting';
    return reply.status(status === 'ok' ? 200 : 503).send({ status, database: database.kind });
  };
  app.get('/healthz', probe(() => true));
  // For a load balancer: a process takes traffic once its listings can be answered from memory.
  app.get('/readyz', probe(() => services.catalog.listingsReady()));
  // The facet index is read as soon as the process listens, not by the first listing that needs it.
  app.addHook('onListen', () => {
    services.catalog.listingsReady();
  });
  await app.register(catalogRoutes, { services, config });
  await app.register(cartRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(fitmentRoutes, { services });
  await app.register(accountRoutes, { services, config });
  await app.register(customerOrderRoutes, { services, config });
  await app.register(staffRoutes, { services, config });
  await app.register(invoiceRoutes, { services });
  await app.register(orderAdminRoutes, { services });
  await app.register(withdrawalAdminRoutes, { services });
  await app.register(customersAdminRoutes, { services });
  await app.register(settingsAdminRoutes, { services });
  await app.register(productAdminRoutes, { services });
  await app.register(catalogueAdminRoutes, { services });
  await app.register(contentAdminRoutes, { services });
  registerCategoryRedirects(app, services.catalog.categoryRedirect);
  await app.register(searchAdminRoutes, { services });
  registerMailDelivery(app, services.mail);
  await app.register(mediaRoutes, { media: services.media });
  await app.register(photoAdminRoutes, { services });
  await app.register(downloadAdminRoutes, { services });
  await app.register(importAdminRoutes, { services });
  registerInvoiceRunner(app, services.invoices);
  await app.register(feedRoutes, { feeds: services.feeds });
  await app.register(seoRoutes, { db: database.db, publicUrl: config.publicUrl, modelList: () => services.fitment.modelList() });
  const renderPage = await createPageRenderer({
    ssrEntry: config.ssrEntry, webDir: config.webDir, services, cache: config.responseCache, origin: config.publicUrl, renderer: pageRenderer,
  });
  if (!renderPage) app.log.warn({ ssrEntry: config.ssrEntry }, 'the server renderer is not built; pages are sent as the app shell');
  await registerSpa(app, {
    webDir: config.webDir,
    secureCookies: config.publicUrl.startsWith('https://'),
    csrfSecret,
    shopInfo: () => services.content.shopInfo(),
    head: createSeoService(services, config),
    shopName: config.shopName,
    csp,
    renderPage: renderPage ?? undefined,
  });
  return app;
}
