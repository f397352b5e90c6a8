import { FREE_SHIPPING_FROM, SHIPPING_COST } from '../settings';
import { SHOP, SHOP_ADDRESS } from '../shop-identity';

/** '1 990 Ft': a space as thousands separator from four digits up, as the shop writes prices. */
function ft(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} Ft`;
}

function ibanGroups(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export const SHOPPING_INFO_HTML = [
  '<p>Ezen az oldalon összegyűjtöttük, amit a rendelésről, a szállításról, a fizetésről és a garanciáról tudni érdemes. A részleteket az aloldalakon találja.</p>',
  '<p>Rendelést regisztrációval és regisztráció nélkül is leadhat. A kosárban kiválasztja a szállítási módot, a második lépésben megadja a szállítási és számlázási adatokat, a harmadikban pedig ellenőrzi és a „Megrendelem” gombbal véglegesíti a rendelést. A rendelés beérkezéséről e-mailben visszaigazolást küldünk.</p>',
  `<p>Ha kérdése van, hívjon minket a ${SHOP.phone} telefonszámon nyitvatartási időben, vagy írjon a ${SHOP.email} címre.</p>`,
].join('\n');

export const SHIPPING_HTML = [
  '<p>Kizárólag belföldre szállítunk. Három átvételi mód közül választhat:</p>',
  '<ul>',
  `<li><strong>Személyes átvétel</strong> budapesti üzletünkben (${SHOP_ADDRESS}): díjtalan. Értesítjük, amikor a csomagja átvehető.</li>`,
  `<li><strong>GLS futárszolgálat</strong>: ${ft(SHIPPING_COST[1])}. A csomagot a feladást követő munkanapon kézbesítik, a futárnál készpénzzel vagy bankkártyával is fizethet.</li>`,
  `<li><strong>MPL futárszolgálat</strong>: ${ft(SHIPPING_COST[2])}, kizárólag előre utalással. Kézbesítés a feladástól számított 3–5 munkanapon belül.</li>`,
  '</ul>',
  `<p>${ft(FREE_SHIPPING_FROM)} feletti rendelés esetén a házhozszállítás ingyenes.</p>`,
  '<p>A raktáron lévő termékeket általában a rendelés napján vagy a következő munkanapon adjuk fel. Ha egy termék nincs raktáron, a beszerzés várható idejéről e-mailben tájékoztatunk.</p>',
].join('\n');

export const PAYMENT_HTML = [
  '<p>A következő fizetési módok közül választhat:</p>',
  '<ul>',
  '<li><strong>Készpénz vagy bankkártya</strong> személyes átvételkor, üzletünkben.</li>',
  '<li><strong>Utánvét</strong> GLS-szállításnál: a futárnak készpénzzel vagy bankkártyával fizet.</li>',
  '<li><strong>Előre utalás</strong> MPL-szállításnál: a visszaigazolás után utalja át a végösszeget az alábbi számlára, a közleményben a rendelésszámmal. A csomagot a jóváírást követően adjuk fel.</li>',
  '</ul>',
  `<p>Kedvezményezett: ${SHOP.company}<br>Bank: ${SHOP.bank}<br>Számlaszám: ${SHOP.accountNumber}<br>IBAN: ${ibanGroups(SHOP.iban)}</p>`,
  '<p>Árainkat forintban, az általános forgalmi adóval együtt tüntetjük fel. Minden vásárlásról elektronikus számlát állítunk ki, amelyet e-mailben küldünk el.</p>',
].join('\n');

export const WARRANTY_HTML = [
  '<p>Az általunk forgalmazott új termékekre a Polgári Törvénykönyv szerinti kellékszavatosság vonatkozik, a jogszabályban felsorolt tartós fogyasztási cikkekre pedig kötelező jótállást vállalunk. A jótállás időtartama 10 000 Ft és 100 000 Ft közötti eladási ár esetén egy év, 100 000 Ft és 250 000 Ft között két év, 250 000 Ft felett három év.</p>',
  '<h2>Elállás, visszaküldés</h2>',
  '<p>A termék kézhezvételétől számított 14 napon belül indoklás nélkül elállhat a vásárlástól. Elállási szándékát e-mailben vagy levélben jelezze, majd a terméket legkésőbb az elállás közlésétől számított 14 napon belül küldje vissza vagy hozza be üzletünkbe. A visszaküldés költsége Önt terheli.</p>',
  '<p>A vételárat és az eredeti szállítási díjat az elállás kézhezvételétől számított 14 napon belül visszatérítjük, de a visszatérítést visszatarthatjuk, amíg a termék vissza nem érkezik hozzánk. A termék jellegének és működésének megállapításához szükségesnél nagyobb mértékű használatból eredő értékcsökkenésért Ön felelősséggel tartozik.</p>',
  '<p>Higiéniai okokból nem küldhető vissza az a lezárt csomagolású termék (például aláöltözet, sisakbélés), amelynek csomagolását átvétel után felbontották.</p>',
  '<h2>Garanciális ügyintézés</h2>',
  `<p>Hibás termék esetén hozza be a terméket a számlával együtt üzletünkbe, vagy írjon a ${SHOP.email} címre, és egyeztetjük a visszaküldés módját. A kifogást kivizsgáljuk, és a jogszabályban előírt határidőn belül javítjuk, cseréljük a terméket vagy visszatérítjük a vételárat.</p>`,
].join('\n');

/** The model withdrawal form of 45/2014. (II. 26.) Korm. rendelet, 2. melléklet. */
export const WITHDRAWAL_FORM_HTML = [
  `<p>Elállást webáruházunk „Elállás a szerződéstől” funkciójával (<a href="/elallas">/elallas</a>) is bejelenthet. Ha levélben vagy e-mailben jelzi, ezt a mintát használhatja (csak a szerződéstől való elállási szándék esetén töltse ki és juttassa vissza).</p>`,
  `<p>Címzett: ${SHOP.company}, ${SHOP_ADDRESS}, ${SHOP.email}</p>`,
  '<p>Alulírott/ak kijelentem/kijelentjük, hogy gyakorlom/gyakoroljuk elállási/felmondási jogomat/jogunkat az alábbi termék/ek adásvételére vagy az alábbi szolgáltatás nyújtására irányuló szerződés tekintetében:</p>',
  '<p>Szerződéskötés időpontja / átvétel időpontja:<br>A fogyasztó(k) neve:<br>A fogyasztó(k) címe:<br>A fogyasztó(k) aláírása (kizárólag papíron tett nyilatkozat esetén):<br>Kelt:</p>',
].join('\n');
