import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO, parseShopInfo, phoneHref } from './shop-info';

describe('parseShopInfo', () => {
  it('reads the block the server injects', () => {
    const info = parseShopInfo(
      JSON.stringify({
        name: 'Motor Bolt',
        tagline: 'Minden, ami motor',
        email: 'info@example.hu',
        phone: '+36 1 234 5678',
        address: '1234 Budapest, Fő utca 1.',
        openingHours: [
          { day: 'Hétfő', hours: null },
          { day: 'Kedd', hours: '10:00–19:00' },
        ],
      }),
    );
    expect(info.name).toBe('Motor Bolt');
    expect(info.email).toBe('info@example.hu');
    expect(info.openingHours).toEqual([
      { day: 'Hétfő', hours: null },
      { day: 'Kedd', hours: '10:00–19:00' },
    ]);
  });

  it('uses the defaults when the block is missing or not JSON', () => {
    expect(parseShopInfo(null)).toEqual(DEFAULT_SHOP_INFO);
    expect(parseShopInfo('{oops')).toEqual(DEFAULT_SHOP_INFO);
    expect(parseShopInfo('[1,2]')).toEqual(DEFAULT_SHOP_INFO);
  });

  it('replaces only the fields that are missing or malformed', () => {
    const info = parseShopInfo('{"name":"Motor Bolt","phone":12,"openingHours":[{"day":"Hétfő","hours":8}]}');
    expect(info.name).toBe('Motor Bolt');
    expect(info.phone).toBe(DEFAULT_SHOP_INFO.phone);
    expect(info.openingHours).toEqual(DEFAULT_SHOP_INFO.openingHours);
  });

  it('defaults to the spec opening hours: Monday and Sunday closed', () => {
    const hours = DEFAULT_SHOP_INFO.openingHours;
    expect(hours[0]).toEqual({ day: 'Hétfő', hours: null });
    expect(hours[5]).toEqual({ day: 'Szombat', hours: '10:00–14:00' });
    expect(hours[6]?.hours).toBeNull();
  });
});

describe('parseShopInfo mapEmbedUrl', () => {
  it('keeps an https map URL and drops anything else', () => {
    expect(parseShopInfo('{"mapEmbedUrl":"https://maps.example/embed?q=x"}').mapEmbedUrl).toBe('https://maps.example/embed?q=x');
    expect(parseShopInfo('{"mapEmbedUrl":"javascript:alert(1)"}')).not.toHaveProperty('mapEmbedUrl');
    expect(parseShopInfo(null)).not.toHaveProperty('mapEmbedUrl');
  });
});

describe('phoneHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(phoneHref('+36 (1) 234-5678')).toBe('tel:+3612345678');
  });
});
