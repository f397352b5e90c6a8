import type { PageRecord } from '../../../contract/content-import';
import { ABOUT_HTML, CONTACT_HTML } from './about-contact';
import { PRIVACY_HTML } from './privacy';
import { PAYMENT_HTML, SHIPPING_HTML, SHOPPING_INFO_HTML, WARRANTY_HTML, WITHDRAWAL_FORM_HTML } from './shopping-info';
import { TERMS_HTML } from './terms';

type PageDraft = readonly [alias: string, title: string, content: string, children?: readonly PageDraft[]];

/** Content pages under /o/{alias}; the legal pages are local fallbacks for the external provider. */
const PAGES: readonly PageDraft[] = [
  ['rolunk', 'Rólunk', ABOUT_HTML],
  ['vasarlasi-informaciok', 'Vásárlási információk', SHOPPING_INFO_HTML, [
    ['szallitas', 'Szállítás', SHIPPING_HTML],
    ['fizetes', 'Fizetés', PAYMENT_HTML],
    ['garancia-es-visszakuldes', 'Garancia és visszaküldés', WARRANTY_HTML],
    ['elallasi-nyilatkozat-minta', 'Elállási nyilatkozatminta', WITHDRAWAL_FORM_HTML],
  ]],
  ['kontakt', 'Kapcsolat', CONTACT_HTML],
  ['adatvedelmi-nyilatkozat', 'Adatvédelmi nyilatkozat', PRIVACY_HTML],
  ['felhasznalasi-feltetelek', 'Felhasználási feltételek', TERMS_HTML],
];

function flatten(drafts: readonly PageDraft[], parentAlias: string | null, out: PageRecord[]): PageRecord[] {
  drafts.forEach(([alias, title, content, children = []], index) => {
    out.push({ alias, parentAlias, title, content, sort: index + 1 });
    flatten(children, alias, out);
  });
  return out;
}

export function buildPages(): PageRecord[] {
  return flatten(PAGES, null, []);
}
