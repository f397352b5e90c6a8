import { SHOP, SHOP_ADDRESS } from '../shop-identity';

/**
 * Local fallback of the terms of use (ÁSZF), shown when the legal-document
 * provider cannot be reached. Follows the Hungarian distance-selling rules
 * (45/2014. (II. 26.) Korm. rendelet), including the 14-day withdrawal right.
 */
export const TERMS_HTML = [
  `<p>Ezek az általános szerződési feltételek (ÁSZF) a ${SHOP.company} által üzemeltetett ${SHOP.name} webáruház használatára és a webáruházban leadott rendelésekre vonatkoznak. A rendelés leadásával elfogadod az itt leírtakat.</p>`,
  '<h2>1. A szolgáltató adatai</h2>',
  `<p>${SHOP.company}<br>Székhely és üzlet: ${SHOP_ADDRESS}<br>Cégjegyzékszám: ${SHOP.companyRegistration}<br>Adószám: ${SHOP.taxNumber}<br>E-mail: ${SHOP.email}<br>Telefon: ${SHOP.phone}</p>`,
  '<h2>2. A szerződés létrejötte</h2>',
  '<p>A szerződés nyelve magyar. A termékek webáruházban való megjelenítése nem ajánlattétel, hanem ajánlattételre való felhívás. A „Megrendelem” gomb megnyomásával fizetési kötelezettséggel járó ajánlatot tesz; erről automatikus visszaigazolást küldünk e-mailben. A szerződés akkor jön létre, amikor a rendelést e-mailben elfogadjuk. A szerződést nem iktatjuk, utólag nem hozzáférhető, a visszaigazoló e-mail azonban tartalmazza annak lényeges adatait.</p>',
  '<p>Rendelni regisztrációval és regisztráció nélkül is lehet. A megadott adatok valódiságáért a vásárló felel; a hibásan megadott adatokból eredő késedelemért nem vállalunk felelősséget. Az adatbeviteli hibákat a rendelés véglegesítése előtt, az utolsó lépésben javíthatja.</p>',
  '<h2>3. Termékek és árak</h2>',
  '<p>A feltüntetett árak magyar forintban értendők, és tartalmazzák az általános forgalmi adót; a szállítás díját a kosárban külön jelezzük. A termékfotók illusztrációk, a szín a képernyő beállításaitól függően eltérhet. Nyilvánvalóan hibás ár (például a szokásos ár töredéke) esetén nem vagyunk kötelesek a terméket a hibás áron értékesíteni; ilyenkor felajánljuk a helyes áron történő vásárlást, vagy elállhat a rendeléstől.</p>',
  '<h2>4. Szállítás és fizetés</h2>',
  '<p>Kizárólag belföldre szállítunk. A szállítási és fizetési módokat, valamint azok díját a Vásárlási információk oldal tartalmazza. A termék tulajdonjoga a vételár teljes kifizetésével száll át a vásárlóra.</p>',
  '<h2>5. Elállási jog</h2>',
  '<p>Fogyasztóként a termék átvételétől számított 14 napon belül indoklás nélkül elállhat a szerződéstől; több termék egy rendelésben történő vásárlásakor a határidő az utolsó termék átvételétől számít. Az elállási jogot a termék átvétele előtt is gyakorolhatja. Elállási szándékát egyértelmű nyilatkozattal, e-mailben vagy postai levélben közölje velünk.</p>',
  '<p>A terméket haladéktalanul, de legkésőbb az elállás közlésétől számított 14 napon belül kell visszaküldenie vagy üzletünkben átadnia; a visszaküldés költsége Önt terheli. A kifizetett összeget, a legolcsóbb szállítási mód díját is beleértve, az elállás kézhezvételétől számított 14 napon belül, az eredeti fizetési móddal megegyező módon térítjük vissza. A visszatérítést visszatarthatjuk, amíg a termék vissza nem érkezik, vagy amíg nem igazolja, hogy visszaküldte.</p>',
  '<p>Ön felelősséggel tartozik a termék jellegének, tulajdonságainak és működésének megállapításához szükséges használatot meghaladó használatból eredő értékcsökkenésért. Nem illeti meg az elállási jog a lezárt csomagolású, higiéniai okokból az átadás után vissza nem küldhető termékek esetén, ha csomagolásukat felbontották, valamint a kifejezetten a vásárló kérésére egyedileg elkészített termékeknél.</p>',
  '<h2>6. Szavatosság és jótállás</h2>',
  '<p>Hibás teljesítés esetén kellékszavatossági igényt érvényesíthet: kérheti a termék kijavítását vagy kicserélését, ha pedig ez nem lehetséges, árleszállítást vagy elállást. Fogyasztói szerződés esetén a kellékszavatossági igény a teljesítéstől számított két év alatt évül el. A jogszabályban meghatározott tartós fogyasztási cikkekre a 151/2003. (IX. 22.) Korm. rendelet szerinti kötelező jótállást vállalunk.</p>',
  '<h2>7. Panaszkezelés és jogviták</h2>',
  `<p>Panaszát üzletünkben szóban, a ${SHOP.phone} telefonszámon vagy a ${SHOP.email} címen írásban teheti meg. Az írásbeli panaszra 30 napon belül írásban, érdemben válaszolunk. Ha a panasz rendezése nem sikerül, a lakóhelye szerint illetékes békéltető testülethez (Budapesten a Budapesti Békéltető Testülethez) vagy bírósághoz fordulhat.</p>`,
  '<h2>8. Záró rendelkezések</h2>',
  '<p>Az ÁSZF-ben nem szabályozott kérdésekben a magyar jog, különösen a Polgári Törvénykönyvről szóló 2013. évi V. törvény és az elektronikus kereskedelmi szolgáltatásokról szóló 2001. évi CVIII. törvény rendelkezései az irányadók. Ezek a feltételek 2026. január 1-jétől hatályosak; módosításuk a már leadott rendelésekre nem vonatkozik.</p>',
].join('\n');
