import type { FrontPageSliders, Page, PageLink, Popup, ShopInfo } from '../../../contract/content';
import type { PagePatch, PageInput, ShopSettingsPatch, ShopSettingsRecord } from '../../../contract/content-admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { ttlCache, type Cached } from '../../shared/ttl-cache';
import { loadCheckoutSettings, type CheckoutSettings } from './checkout-settings';
import { findActivePopup, findPage, listFrontPage, listParentPages } from './content.repo';
import { createFrontPageWrites } from './front-page-writes';
import { createLegalTexts } from './legal-texts';
import { createLegalVersions } from './legal-versions';
import { createPage, deletePage, updatePage } from './page-writes';
import { createPopupWrites } from './popup-writes';
import { findShopSettings, listDeliveryModes } from './shop-settings.repo';
import { createShopSettingsAdmin } from './shop-settings-admin';
import { createContentAdmin } from './content-admin';
import { toSettingsRecord, updateShopSettings } from './shop-settings-writes';

export type { CheckoutSettings } from './checkout-settings';
export type { AcceptedVersions } from './legal-versions';

const CONTENT_TTL_MS = 5_000;
const NO_POPUP: Popup = { alias: '', active: false, title: '', content: '' };

type ContentConfig = Pick<Config, 'shopName' | 'shopEmail' | 'legalPrivacyUrl' | 'legalTermsUrl' | 'mapEmbedUrl'>;

/** Runs a write, then drops the caches it changed, so this instance shows the change at once. */
function thenInvalidate<A extends unknown[], R>(write: (...args: A) => Promise<R>, ...caches: Cached<unknown>[]) {
  return async (...args: A): Promise<R> => {
    const result = await write(...args);
    for (const cache of caches) cache.invalidate();
    return result;
  };
}

export function createContentService(db: Db, config: ContentConfig, log: (msg: string) => void = () => {}) {
  const shopInfo: Cached<ShopInfo> = ttlCache(CONTENT_TTL_MS, async () => {
    const settings = await findShopSettings(db);
    return {
      name: config.shopName,
      tagline: 'Motoros alkatrészek, ruházat és felszerelés – több mint 33 000 termék',
      email: settings?.email ?? config.shopEmail,
      phone: settings?.phone ?? '',
      address: settings?.address ?? '',
      openingHours: settings?.openingHours ?? [],
      ...(settings ? { seller: settings.seller } : {}),
      mapEmbedUrl: config.mapEmbedUrl,
    };
  });
  const parentPages = ttlCache<PageLink[]>(CONTENT_TTL_MS, () => listParentPages(db));
  const frontPage = ttlCache<FrontPageSliders>(CONTENT_TTL_MS, async () => ({ status: 1, ...(await listFrontPage(db)) }));
  const popup = ttlCache<Popup>(CONTENT_TTL_MS, async () => (await findActivePopup(db)) ?? NO_POPUP);
  const checkoutSettings = ttlCache<CheckoutSettings>(CONTENT_TTL_MS, () => loadCheckoutSettings(db, config.shopEmail));
  const caches = [shopInfo, parentPages, frontPage, popup, checkoutSettings];
  const { sliders, currentTopics } = createFrontPageWrites(db);
  const popups = createPopupWrites(db);
  const legalText = createLegalTexts(db, {
    'adatvedelmi-nyilatkozat': config.legalPrivacyUrl,
    'felhasznalasi-feltetelek': config.legalTermsUrl,
  }, log);
  const settingsAdmin = createShopSettingsAdmin(db);

  return {
    parentPages,
    frontPage,
    popup,
    shopInfo,
    checkoutSettings,
    async page(alias: string): Promise<Page> {
      const page = await findPage(db, alias);
      if (!page) throw new AppError('not_found', 'Nem található ilyen oldal.');
      return page;
    },
    legalText,
    /** the versions a customer accepts now (registration, order), each text archived */
    acceptedVersions: createLegalVersions(db, legalText),

    pages: {
      create: thenInvalidate((input: PageInput) => createPage(db, input), parentPages),
      update: thenInvalidate((id: number, patch: PagePatch) => updatePage(db, id, patch), parentPages),
      delete: thenInvalidate((id: number) => deletePage(db, id), parentPages),
    },
    sliders: {
      create: thenInvalidate(sliders.create, frontPage),
      update: thenInvalidate(sliders.update, frontPage),
      delete: thenInvalidate(sliders.remove, frontPage),
      reorder: thenInvalidate(sliders.reorder, frontPage),
    },
    currentTopics: {
      create: thenInvalidate(currentTopics.create, frontPage),
      update: thenInvalidate(currentTopics.update, frontPage),
      delete: thenInvalidate(currentTopics.remove, frontPage),
      reorder: thenInvalidate(currentTopics.reorder, frontPage),
    },
    popups: {
      create: thenInvalidate(popups.create, popup),
      update: thenInvalidate(popups.update, popup),
      activate: thenInvalidate(popups.activate, popup),
      deactivate: thenInvalidate(popups.deactivate, popup),
    },
    settings: {
      async read(): Promise<ShopSettingsRecord | null> {
        const row = await findShopSettings(db);
        return row && toSettingsRecord(row, await listDeliveryModes(db));
      },
      update: thenInvalidate((patch: ShopSettingsPatch) => updateShopSettings(db, patch), shopInfo, checkoutSettings),
      /** the owner's read and audited change from the back office */
      readAsStaff: settingsAdmin.read,
      changeAsStaff: thenInvalidate(settingsAdmin.change, shopInfo, checkoutSettings),
    },
    /** the back office's audited pages, slides, current topics and popups */
    admin: createContentAdmin(db, {
      pages: () => parentPages.invalidate(),
      frontPage: () => frontPage.invalidate(),
      popup: () => popup.invalidate(),
    }),
    /** after writes outside these use cases (the content import), so this instance shows them at once */
    invalidate(): void {
      for (const cache of caches) cache.invalidate();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
