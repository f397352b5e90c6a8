import { describe, expect, it } from 'vitest';
import { buildHomeContent } from './home-content';
import { buildPages } from './pages/pages';
import { buildSettings } from './settings';

/** Hungarian bank account check: each block's digits weighted 9,7,3,1,... sum to a multiple of 10. */
function hungarianAccountValid(account: string): boolean {
  const [first = '', ...rest] = account.split('-');
  const weighted = (digits: string) => [...digits].reduce((sum, d, i) => sum + Number(d) * ([9, 7, 3, 1][i % 4] ?? 0), 0);
  return weighted(first) % 10 === 0 && weighted(rest.join('')) % 10 === 0;
}

function ibanValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0) === 1;
}

describe('shop settings', () => {
  const settings = buildSettings();

  it('charge nothing for pickup and a courier fee for GLS and MPL', () => {
    const cost = (mode: number) => settings.deliveryModes.find((m) => m.mode === mode)?.cost;
    expect(cost(0)).toBe(0);
    expect(cost(1)).toBeGreaterThan(0);
    expect(cost(2)).toBeGreaterThan(0);
  });

  it('have a well-formed Hungarian account number and IBAN', () => {
    const { accountNumber, iban } = settings.bankTransfer;
    expect(accountNumber).toMatch(/^\d{8}-\d{8}-\d{8}$/);
    expect(hungarianAccountValid(accountNumber)).toBe(true);
    expect(iban).toMatch(/^HU\d{26}$/);
    expect(iban.slice(4)).toBe(accountNumber.replace(/-/g, ''));
    expect(ibanValid(iban)).toBe(true);
  });

  it('have the opening hours of the spec, Monday first', () => {
    expect(settings.openingHours).toEqual([
      { day: 'Hétfő', hours: null },
      { day: 'Kedd', hours: '10:00–19:00' },
      { day: 'Szerda', hours: '10:00–19:00' },
      { day: 'Csütörtök', hours: '10:00–19:00' },
      { day: 'Péntek', hours: '10:00–19:00' },
      { day: 'Szombat', hours: '10:00–14:00' },
      { day: 'Vasárnap', hours: null },
    ]);
    expect(settings.address).toMatch(/^1\d{3} Budapest, /);
    expect(settings.phone).toMatch(/^\+36 1 \d{3} \d{4}$/);
  });
});

describe('content pages', () => {
  const pages = buildPages();
  const byAlias = new Map(pages.map((p) => [p.alias, p]));

  it('include the info pages with their children', () => {
    expect(byAlias.get('rolunk')?.title).toBe('Rólunk');
    expect(byAlias.get('kontakt')?.title).toBe('Kapcsolat');
    const children = pages.filter((p) => p.parentAlias === 'vasarlasi-informaciok').map((p) => p.alias);
    expect(children).toEqual(['szallitas', 'fizetes', 'garancia-es-visszakuldes', 'elallasi-nyilatkozat-minta']);
  });

  it('show the contact details and opening hours on the contact page', () => {
    const contact = byAlias.get('kontakt')?.content ?? '';
    const settings = buildSettings();
    expect(contact).toContain(settings.phone);
    expect(contact).toContain(settings.address);
    expect(contact).toContain('Hétfő: zárva');
    expect(contact).toContain('Szombat: 10:00–14:00');
  });

  it('carry substantive legal fallbacks', () => {
    const privacy = byAlias.get('adatvedelmi-nyilatkozat');
    const terms = byAlias.get('felhasznalasi-feltetelek');
    expect(privacy?.title).toBe('Adatvédelmi nyilatkozat');
    expect(terms?.title).toBe('Felhasználási feltételek');
    expect(privacy?.content).toContain('GDPR');
    expect(terms?.content).toContain('14 napon belül');
    for (const page of [privacy, terms]) expect((page?.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(8);
  });
});

describe('home content', () => {
  const home = buildHomeContent();

  it('has sliders, current topics and exactly one active popup', () => {
    expect(home.sliders.length).toBeGreaterThanOrEqual(3);
    expect(home.sliders.length).toBeLessThanOrEqual(4);
    expect(home.currentTopics.length).toBeGreaterThanOrEqual(3);
    expect(home.currentTopics.length).toBeLessThanOrEqual(6);
    for (const s of home.sliders) expect(s.src).toMatch(/^\/media\/demo\/slider\/\d+-1280\.webp$/);
    for (const t of home.currentTopics) expect(t.img).toMatch(/^\/media\/demo\/topic\/\d+-640\.webp$/);
    expect(home.popups.filter((p) => p.active).map((p) => p.alias)).toEqual(['teli-nyitvatartas-2026']);
    expect(home.popups.some((p) => !p.active)).toBe(true);
  });
});
