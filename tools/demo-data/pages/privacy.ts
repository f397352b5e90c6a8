import { SHOP, SHOP_ADDRESS } from '../shop-identity';

/**
 * Local fallback of the privacy statement, shown when the legal-document
 * provider cannot be reached. Structured as a GDPR information notice.
 */
export const PRIVACY_HTML = [
  `<p>A ${SHOP.company} (a továbbiakban: Adatkezelő) elkötelezett a vásárlói személyes adatainak védelme iránt. Ez a tájékoztató az Európai Parlament és a Tanács (EU) 2016/679 rendelete (GDPR) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény alapján ismerteti, hogyan kezeljük a webáruház használata során megadott adatokat.</p>`,
  '<h2>1. Az adatkezelő</h2>',
  `<p>${SHOP.company}<br>Székhely: ${SHOP_ADDRESS}<br>Cégjegyzékszám: ${SHOP.companyRegistration}<br>Adószám: ${SHOP.taxNumber}<br>E-mail: ${SHOP.email}<br>Telefon: ${SHOP.phone}</p>`,
  '<h2>2. A kezelt adatok, az adatkezelés célja és jogalapja</h2>',
  '<ul>',
  '<li><strong>Regisztráció:</strong> név, e-mail-cím és jelszó (kizárólag titkosított, visszafejthetetlen formában). Cél: a felhasználói fiók létrehozása és a bejelentkezés. Jogalap: a szerződés teljesítése [GDPR 6. cikk (1) b)].</li>',
  '<li><strong>Rendelés teljesítése:</strong> szállítási név és cím, telefonszám, e-mail-cím, a rendelt termékek és a megjegyzés. Cél: a megrendelés teljesítése, kapcsolattartás a kézbesítésről. Jogalap: a szerződés teljesítése [GDPR 6. cikk (1) b)].</li>',
  '<li><strong>Számlázás:</strong> számlázási név, cím és adószám. Cél: a számla kiállítása és megőrzése. Jogalap: jogi kötelezettség teljesítése [GDPR 6. cikk (1) c)], a számvitelről szóló 2000. évi C. törvény alapján.</li>',
  '<li><strong>Kapcsolatfelvétel:</strong> az e-mailben vagy telefonon megadott adatok. Cél: a kérdések megválaszolása, panaszkezelés. Jogalap: jogos érdek, illetve panasz esetén jogi kötelezettség.</li>',
  '<li><strong>Biztonsági naplózás:</strong> IP-cím és a kérések időpontja. Cél: a visszaélések megelőzése és felderítése. Jogalap: az Adatkezelő jogos érdeke [GDPR 6. cikk (1) f)].</li>',
  '</ul>',
  '<h2>3. Az adatok megőrzése</h2>',
  '<p>A felhasználói fiók adatait a fiók törléséig kezeljük. A rendelési adatokat a szerződésből eredő igények elévüléséig, a teljesítéstől számított öt évig őrizzük meg. A számlákat a számviteli törvény előírása szerint nyolc évig tároljuk. A biztonsági naplókat legfeljebb 90 napig őrizzük.</p>',
  '<h2>4. Adatfeldolgozók és címzettek</h2>',
  '<p>A rendelés kézbesítéséhez a szükséges adatokat (név, cím, telefonszám, e-mail-cím) átadjuk a választott futárszolgálatnak: a GLS General Logistics Systems Hungary Kft.-nek, illetve a Magyar Posta Zrt.-nek (MPL). A webáruház üzemeltetésében tárhelyszolgáltató, a számlázásban könyvelő partnerünk vesz részt adatfeldolgozóként. Adatot harmadik országba nem továbbítunk, és adatait marketingcélra nem adjuk át.</p>',
  '<h2>5. Sütik és helyi tárolás</h2>',
  '<p>A webáruház kizárólag a működéshez szükséges adatokat tárolja a böngészőben: a kosár azonosítóját, a bejelentkezési azonosítót, a kiválasztott motort, a listák rendezési beállításait és a bezárt felugró értesítés azonosítóját (ez utóbbit egy „popup” nevű sütiben is, hogy bezárás után ne jelenjen meg újra). Ezek nem alkalmasak a felhasználó azonosítására más webhelyeken, és a böngésző beállításaiban bármikor törölhetők. Elemző vagy hirdetési sütiket nem használunk.</p>',
  '<h2>6. Az érintett jogai</h2>',
  '<p>Kérheti az Önről kezelt adatokhoz való hozzáférést, azok helyesbítését, törlését vagy kezelésük korlátozását, tiltakozhat a jogos érdeken alapuló adatkezelés ellen, és kérheti adatai géppel olvasható formában történő kiadását (adathordozhatóság). Kérelmére legfeljebb egy hónapon belül válaszolunk; kérelmét a fenti elérhetőségeken nyújthatja be.</p>',
  '<h2>7. Adatbiztonság</h2>',
  '<p>Az adatokat titkosított kapcsolaton keresztül továbbítjuk, a jelszavakat visszafejthetetlen formában tároljuk, és a személyes adatokhoz csak azok a munkatársaink férnek hozzá, akiknek feladatuk ellátásához erre szükségük van.</p>',
  '<h2>8. Jogorvoslat</h2>',
  '<p>Ha úgy érzi, hogy adatai kezelése során jogsérelem érte, forduljon hozzánk, és igyekszünk orvosolni a problémát. Panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (1055 Budapest, Falk Miksa utca 9–11., www.naih.hu), és jogai megsértése esetén bírósághoz is fordulhat.</p>',
  '<p>Ez a tájékoztató 2026. január 1-jétől hatályos.</p>',
].join('\n');
