import type { Config } from './config';
import type { Db } from './db/client';
import { createAccountService } from './modules/account/account.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createContentService } from './modules/content/content.service';

/** Every use case of the shop, wired to one database; routes, tools and benchmarks go through these. */
export function createServices(db: Db, config: Config, warn: (msg: string) => void = () => {}) {
  return {
    account: createAccountService(db),
    catalog: createCatalogService(db),
    content: createContentService(db, config, warn),
  };
}

export type Services = ReturnType<typeof createServices>;
