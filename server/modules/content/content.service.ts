import type { PageLink } from '../../../contract/content';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ttlCache, type Cached } from '../../shared/ttl-cache';
import { findShopSettings, listParentPages } from './content.repo';

export interface ShopInfo {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  address: string;
  openingHours: { day: string; hours: string | null }[];
}

export interface ContentService {
  parentPages: Cached<PageLink[]>;
  shopInfo: Cached<ShopInfo>;
}

const CONTENT_TTL_MS = 5_000;

export function createContentService(db: Db, config: Pick<Config, 'shopName' | 'shopEmail'>): ContentService {
  return {
    parentPages: ttlCache(CONTENT_TTL_MS, () => listParentPages(db)),
    shopInfo: ttlCache(CONTENT_TTL_MS, async () => {
      const settings = await findShopSettings(db);
      return {
        name: config.shopName,
        tagline: 'Motoros alkatrészek, ruházat és felszerelés – több mint 33 000 termék',
        email: settings?.email ?? config.shopEmail,
        phone: settings?.phone ?? '',
        address: settings?.address ?? '',
        openingHours: settings?.openingHours ?? [],
      };
    }),
  };
}
