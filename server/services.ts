import type { Writable } from 'node:stream';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { createDatabase, type Db } from './db/client';
import { createAccountService } from './modules/account/account.service';
import { createCustomersAdmin } from './modules/account/customers-admin';
import { createAuditService } from './modules/audit/audit.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCartService } from './modules/cart/cart.service';
import { createContentService } from './modules/content/content.service';
import { createFitmentService } from './modules/fitment/fitment.service';
import { createFitmentWrites } from './modules/fitment/fitment-writes';
import { createFitmentAdmin } from './modules/fitment/fitment-admin';
import { createBikeModelPages } from './modules/fitment/bike-model-pages';
import { createGarage } from './modules/fitment/garage';
import { createContentImport } from './modules/content/content-import';
import { createImportService } from './modules/import/import.service';
import { createCatalogueImport } from './modules/import/catalogue-import';
import { createImportJobs } from './modules/import/import-jobs';
import { createSupplierFeed } from './modules/import/supplier-feed';
import { exportCatalogue } from './modules/import/catalogue-export';
import { createMailService, forgetMailsTo } from './modules/mail/mail.service';
import { createMediaService } from './modules/media/media.service';
import { createInvoiceService } from './modules/order/invoice.service';
import { createOrderAdminService } from './modules/order/order-admin.service';
import { createOrderService } from './modules/order/order.service';
import { createStaffService } from './modules/staff/staff.service';
import { createFeedFiles } from './modules/feeds/feed-files';

/** Every use case of the shop, wired to one database; routes, tools and benchmarks go through these. */
export function createServices(db: Db, config: Config, warn: (msg: string) => void = () => {}) {
  // The catalogue is made below, with the fitment it needs; model pages ask it only when a visitor comes.
  const models = createBikeModelPages(db, (typeIds) => catalog.partsByCategory(typeIds));
  // Fitment changes what parts listings and model pages show, so its writes forget their cached answers.
  const fitmentChanged = () => {
    catalog.invalidate();
    models.invalidateModels();
  };
  const fitment = {
    ...createFitmentService(db),
    modelPage: models.modelPage,
    modelList: models.modelList,
    ...createGarage(db),
    ...createFitmentWrites(db, fitmentChanged),
    /** the back office's type search, product links and fitment-list import (audited) */
    admin: createFitmentAdmin(db, fitmentChanged),
  };
  const media = createMediaService(config);
  const catalog = createCatalogService(db, fitment, media, { responseCache: config.responseCache });
  const contentService = createContentService(db, config, warn);
  const content = { ...contentService, ...createContentImport(db, () => contentService.invalidate()) };
  const order = createOrderService(db, { config, settings: () => content.settings.read() });
  const acceptedVersions = () => content.acceptedVersions();
  const account = createAccountService(db, config, {
    acceptedVersions,
    mailShop: () => order.mailShop(),
    records: {
      ordersOf: (userId) => order.customerOrders.ordersOf(userId),
      async erase(tx, userId, email) {
        const orders = await order.customerOrders.anonymiseOrdersOf(tx, userId);
        await cart.forgetCustomerData(tx, userId);
        await forgetMailsTo(tx, email);
        return { orders };
      },
    },
  });
  const cart = createCartService(db, { config, account, catalog, checkoutSettings: () => content.checkoutSettings(), acceptedVersions });
  const invoices = createInvoiceService(db, config, {
    placedOrder: cart.placedOrder,
    deliveryModes: async () => (await content.settings.read())?.deliveryModes ?? [],
  });
  const catalogueImport = createCatalogueImport(catalog);
  const importJobs = createImportJobs(db, catalogueImport);
  return {
    account,
    customers: createCustomersAdmin(db, config, {
      ordersOf: (userId) => cart.ordersOfCustomer(userId),
      exportPersonalData: account.exportPersonalData,
      anonymise: account.anonymise,
      mailShop: () => order.mailShop(),
    }),
    catalog,
    cart,
    content,
    order,
    fitment,
    imports: createImportService({ catalog, fitment, content }),
    /** the catalogue file (CSV/XLSX) pipeline and its jobs (decision 0025) */
    catalogueImport,
    importJobs,
    /** every variant in the import's format (CSV or XLSX) into a stream; answers the row count */
    catalogueExport: (format: 'csv' | 'xlsx', out: Writable) => exportCatalogue(catalog, format, out),
    supplierFeed: createSupplierFeed(db, importJobs),
    mail: createMailService(db, config),
    media,
    invoices,
    staff: createStaffService(db, config),
    orderAdmin: createOrderAdminService(db, {
      config,
      returnStock: catalog.returnStock,
      lowStockVariants: catalog.lowStockVariants,
      deliveryModes: async () => new Map((await content.settings.read())?.deliveryModes.map((mode) => [mode.mode, mode]) ?? []),
      shop: async () => (await content.checkoutSettings()).shop,
      invoices,
    }),
    audit: createAuditService(db),
    feeds: createFeedFiles(db, {
      dir: path.join(config.dataDir, 'feeds'), publicUrl: config.publicUrl, shopName: config.shopName,
      terms: async () => {
        const { modes, freeShippingFrom } = await content.checkoutSettings();
        const homeDelivery = modes.filter((mode) => !mode.pickupAtShop).map((mode) => mode.cost);
        return { deliveryCost: homeDelivery.length > 0 ? Math.min(...homeDelivery) : null, freeShippingFrom };
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

export interface OpenedServices {
  services: Services;
  config: Config;
  /** which database the services write to, for the program's report */
  databaseKind: 'pglite' | 'postgres';
  /** VACUUM (ANALYZE) after a bulk load (the demo catalogue) */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one door of command-line programs into the shop: configuration from the environment, the
 * configured database migrated, and the services on it. Programs under tools/ import this and the
 * contract, nothing else of the server. Throws ConfigError (its message names the variable).
 */
export async function openServices(env?: Record<string, string | undefined>): Promise<OpenedServices> {
  const config = loadConfig(env);
  const database = await createDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
  await database.migrate();
  return {
    services: createServices(database.db, config, (msg) => console.warn(msg)),
    config,
    databaseKind: database.kind,
    vacuum: () => database.vacuum(),
    close: () => database.close(),
  };
}

export { backupDatabase, type BackupResult } from './db/backup';
