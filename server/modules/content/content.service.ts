import type { FrontPageSliders, Page, PageLink, Popup, ShopInfo } from '../../../contract/content';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { ttlCache, type Cached } from '../../shared/ttl-cache';
import { findActivePopup, findPage, findShopSettings, listFrontPage, listParentPages } from './content.repo';
import { createLegalTexts } from './legal-texts';

const CONTENT_TTL_MS = 5_000;
const NO_POPUP: Popup = { alias: '', active: false, title: '', content: '' };

type ContentConfig = Pick<Config, 'shopName' | 'shopEmail' | 'legalPrivacyUrl' | 'legalTermsUrl' | 'mapEmbedUrl'>;

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
      mapEmbedUrl: config.mapEmbedUrl,
    };
  });
  return {
    parentPages: ttlCache<PageLink[]>(CONTENT_TTL_MS, () => listParentPages(db)),
    frontPage: ttlCache<FrontPageSliders>(CONTENT_TTL_MS, async () => ({ status: 1, ...(await listFrontPage(db)) })),
    popup: ttlCache<Popup>(CONTENT_TTL_MS, async () => (await findActivePopup(db)) ?? NO_POPUP),
    shopInfo,
    async page(alias: string): Promise<Page> {
      const page = await findPage(db, alias);
      if (!page) throw new AppError('not_found', 'Nem található ilyen oldal.');
      return page;
    },
    legalText: createLegalTexts(db, {
      'adatvedelmi-nyilatkozat': config.legalPrivacyUrl,
      'felhasznalasi-feltetelek': config.legalTermsUrl,
    }, log),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
