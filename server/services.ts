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
import { createContentImport } from './modules/content/content-import';
import { createImportService } from './modules/import/import.service';
import { createMailService } from './modules/mail/mail.service';
import { createStaffService } from './modules/staff/staff.service';

/** Every use case of the shop, wired to one database; routes, tools and benchmarks go through these. */
export function createServices(db: Db, config: Config, warn: (msg: string) => void = () => {}) {
  const account = createAccountService(db, config);
  // Fitment changes what parts listings show, so its writes forget the catalogue's cached answers.
  const fitment = { ...createFitmentService(db), ...createFitmentWrites(db, () => catalog.invalidate()) };
  const catalog = createCatalogService(db, fitment);
  const contentService = createContentService(db, config, warn);
  const content = { ...contentService, ...createContentImport(db, () => contentService.invalidate()) };
  const cart = createCartService(db, { config, account, catalog, checkoutSettings: () => content.checkoutSettings() });
  return {
    account,
    customers: createCustomersAdmin(db, config, { ordersOf: (userId) => cart.ordersOfCustomer(userId) }),
    catalog,
    cart,
    content,
    fitment,
    imports: createImportService({ catalog, fitment, content }),
    mail: createMailService(db, config),
    staff: createStaffService(db, config),
    audit: createAuditService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

export interface OpenedServices {
  services: Services;
  config: Config;
  /** which database the services write to, for the program's report */
  databaseKind: 'pglite' | 'postgres';
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
    close: () => database.close(),
  };
}

export { backupDatabase, type BackupResult } from './db/backup';
