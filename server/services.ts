import type { Config } from './config';
import type { Db } from './db/client';
import { createAccountService } from './modules/account/account.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCartService } from './modules/cart/cart.service';
import { createContentService } from './modules/content/content.service';
import { createFitmentService } from './modules/fitment/fitment.service';
import { createMailService } from './modules/mail/mail.service';

/** Every use case of the shop, wired to one database; routes, tools and benchmarks go through these. */
export function createServices(db: Db, config: Config, warn: (msg: string) => void = () => {}) {
  const account = createAccountService(db, config);
  const catalog = createCatalogService(db);
  return {
    account,
    catalog,
    cart: createCartService(db, { config, account, onStockChanged: () => catalog.invalidate() }),
    content: createContentService(db, config, warn),
    fitment: createFitmentService(db),
    mail: createMailService(db, config),
  };
}

export type Services = ReturnType<typeof createServices>;
