/**
 * The shop's own data (name, contact, opening hours), which the server injects
 * into the page head as `<script type="application/json" id="shop-info">`, so
 * the shell needs no API call for it. `vite dev` has no such block: then the
 * defaults below are used, and a missing or malformed field falls back alone.
 */
import type { OpeningHours, SellerDetails, ShopInfo } from '../../contract/content';

export type { ShopInfo };

export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Motoros Webshop',
  tagline: 'Motoralkatrészek, ruházat és felszerelés',
  email: '',
  phone: '',
  address: '',
  openingHours: [
    { day: 'Hétfő', hours: null },
    { day: 'Kedd', hours: '10:00–19:00' },
    { day: 'Szerda', hours: '10:00–19:00' },
    { day: 'Csütörtök', hours: '10:00–19:00' },
    { day: 'Péntek', hours: '10:00–19:00' },
    { day: 'Szombat', hours: '10:00–14:00' },
    { day: 'Vasárnap', hours: null },
  ],
};

const stringOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

function isDayHours(entry: unknown): entry is OpeningHours[number] {
  if (typeof entry !== 'object' || entry === null) return false;
  const { day, hours } = entry as Record<string, unknown>;
  return typeof day === 'string' && (hours === null || typeof hours === 'string');
}

const SELLER_FIELDS = ['companyName', 'seat', 'companyRegistrationNumber', 'registryCourt', 'taxNumber', 'hostingProvider'] as const;

/** The seller block only when every field is a string: half a legal notice is worse than none. */
function sellerOf(value: unknown): SellerDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  return SELLER_FIELDS.every((field) => typeof data[field] === 'string') ? (data as unknown as SellerDetails) : null;
}

function openingHoursOr(value: unknown, fallback: OpeningHours): OpeningHours {
  return Array.isArray(value) && value.length > 0 && value.every(isDayHours) ? value : fallback;
}

/** Parses the JSON text of the shop-info block; null or invalid JSON gives the defaults. */
export function parseShopInfo(json: string | null | undefined): ShopInfo {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      data = parsed as Record<string, unknown>;
    }
  } catch {
    // Malformed block: keep every default.
  }
  const fallback = DEFAULT_SHOP_INFO;
  const seller = sellerOf(data.seller);
  return {
    name: stringOr(data.name, fallback.name),
    tagline: stringOr(data.tagline, fallback.tagline),
    email: stringOr(data.email, fallback.email),
    phone: stringOr(data.phone, fallback.phone),
    address: stringOr(data.address, fallback.address),
    openingHours: openingHoursOr(data.openingHours, fallback.openingHours),
    ...(seller ? { seller } : {}),
    ...(typeof data.mapEmbedUrl === 'string' && data.mapEmbedUrl.startsWith('https://') ? { mapEmbedUrl: data.mapEmbedUrl } : {}),
  };
}

let cached: ShopInfo | undefined;
let provided: unknown;

/**
 * The server's render gives each page the shop info it also writes into the page's head. The server
 * hands over the same object until the shop's data changes, so it is parsed once, not per page.
 */
export function provideShopInfo(info: unknown): void {
  if (info === provided && cached) return;
  cached = parseShopInfo(JSON.stringify(info));
  provided = info;
}

/** The shop info of this page, read from the DOM once. */
export function getShopInfo(): ShopInfo {
  cached ??= parseShopInfo(document.getElementById('shop-info')?.textContent);
  return cached;
}

/** A tel: link for a phone number written for people ('+36 1 234 5678'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
