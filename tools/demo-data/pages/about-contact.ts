import { OPENING_HOURS, SHOP, SHOP_ADDRESS } from '../shop-identity';

export const ABOUT_HTML = [
  `<p>A ${SHOP.name} 2009 óta várja a motorosokat Budapesten. Kis családi vállalkozásként indultunk egy szervizműhelyben, ma pedig több mint 33 000 alkatrész, ruházati termék és kiegészítő közül választhat nálunk, az üzletben és a webáruházban egyaránt.</p>`,
  '<p>Egy német prémium motoros ruházati márka hivatalos magyarországi forgalmazójaként a bukósisakok, kabátok, kesztyűk és csizmák széles választékát tartjuk raktáron, az alkatrészek terén pedig a Brembo, az EBC, az NGK, a DID és a Motul termékeivel dolgozunk.</p>',
  '<p>Kollégáink maguk is motoroznak, télen-nyáron, városban és túrán. Ezért tudunk segíteni a méretválasztásban, a megfelelő fékbetét vagy lánc kiválasztásában, és abban is, mit érdemes megvenni, és mit nem.</p>',
  '<h2>Amit kínálunk</h2>',
  '<ul>',
  '<li>alkatrészkereső motortípus szerint, több ezer típushoz</li>',
  '<li>sisak- és ruházatpróba üzletünkben, szakszerű tanácsadással</li>',
  '<li>gumiszerelés és kisebb szervizmunkák időpontra</li>',
  '<li>GLS és MPL házhozszállítás az ország egész területére</li>',
  '</ul>',
].join('\n');

function openingHoursList(): string {
  const rows = OPENING_HOURS.map(({ day, hours }) => `<li>${day}: ${hours ?? 'zárva'}</li>`);
  return ['<ul>', ...rows, '</ul>'].join('\n');
}

export const CONTACT_HTML = [
  `<p><strong>${SHOP.name} motoros szaküzlet és webáruház</strong></p>`,
  `<p>Cím: ${SHOP_ADDRESS}<br>Telefon: ${SHOP.phone}<br>E-mail: <a href="mailto:${SHOP.email}">${SHOP.email}</a></p>`,
  '<h2>Nyitvatartás</h2>',
  openingHoursList(),
  '<h2>Megközelítés</h2>',
  '<p>Tömegközlekedéssel az 1-es villamossal érhet el minket, a Népliget metrómegállótól (M3) néhány perc séta. Az üzlet előtt fizetős parkolóhelyek vannak, motorral az udvarunkban is megállhat.</p>',
  '<h2>Cégadatok</h2>',
  `<p>${SHOP.company}<br>Székhely: ${SHOP_ADDRESS}<br>Cégjegyzékszám: ${SHOP.companyRegistration}<br>Adószám: ${SHOP.taxNumber}</p>`,
].join('\n');
