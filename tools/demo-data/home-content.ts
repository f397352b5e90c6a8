import type { CurrentTopicRecord, PopupRecord, SliderRecord } from '../../contract/content-import';

/** Front-page slides with where a click leads; the texts fit the season of the reference date (November 2026). */
const SLIDES: readonly (readonly [title: string, content: string, link: string | null])[] = [
  ['Téliesítés és szerviz', 'Friss olaj, új szűrők, feltöltött akkumulátor: minden megvan nálunk ahhoz, hogy motorja jó formában vészelje át a telet.', '/karbantartas'],
  ['Megérkeztek az új bukósisakok', 'ECE 22.06 minősítésű integrált, felnyitható és nyitott sisakok a vezető márkáktól, raktárról, azonnal.', '/bukosisak'],
  ['Alkatrészkereső a motorjához', 'Válassza ki motorja gyártóját, felépítését, hengerűrtartalmát és típusát, és csak a hozzá illő alkatrészeket mutatjuk.', '/alkatresz-kereso'],
  ['Ingyenes szállítás 50 000 Ft felett', 'GLS futárral akár másnapra, 50 000 Ft feletti rendelésnél szállítási díj nélkül, az ország egész területén.', null],
];

const TOPICS: readonly (readonly [title: string, content: string])[] = [
  ['Így téliesítse a motorját', 'Karbantartó töltő az akkumulátorra, teli tank, friss olaj, megtisztított és megkent lánc: néhány lépés, és tavasszal gond nélkül indulhat.'],
  ['Gumiszerelés időpontra', 'Üzletünkben időpont-egyeztetéssel vállaljuk a gumiabroncsok szerelését és centrírozását, a nálunk vásárolt gumikra kedvezménnyel.'],
  ['ECE 22.06: mit jelent az új sisakszabvány?', 'Az új európai előírás szigorúbb ütés- és forgásteszteket követel meg. Összefoglaltuk, mire figyeljen, ha sisakot vásárol.'],
  ['Ajándékutalvány motorosoknak', 'Nem tudja, mit vegyen motoros ismerősének? Ajándékutalványunk 5 000 Ft-tól bármilyen összegre kérhető az üzletben.'],
  ['Ünnepi nyitvatartás', '2026. december 24. és 2027. január 4. között üzletünk zárva tart, a webáruházban ezalatt is fogadjuk a rendeléseket.'],
];

const POPUPS: readonly PopupRecord[] = [
  {
    alias: 'teli-nyitvatartas-2026',
    active: true,
    title: 'Ünnepi nyitvatartás',
    content:
      '<p>Kedves Vásárlóink! 2026. december 24. és 2027. január 4. között üzletünk zárva tart. Az ez idő alatt beérkező rendeléseket 2027. január 5-én, kedden kezdjük feldolgozni és postázni.</p>' +
      '<p>Boldog karácsonyt és balesetmentes új évet kívánunk!</p>',
  },
  {
    alias: 'nyari-kesztyu-akcio-2026',
    active: false,
    title: 'Nyári akció',
    content: '<p>Július 31-ig minden nyári kesztyű és hálós nyári kabát 15% kedvezménnyel kapható üzletünkben és a webáruházban.</p>',
  },
];

export function buildHomeContent(): { sliders: SliderRecord[]; currentTopics: CurrentTopicRecord[]; popups: PopupRecord[] } {
  return {
    sliders: SLIDES.map(([title, content, link], i) => ({ src: `/media/demo/slider/${i + 1}-1280.webp`, title, content, link, sort: i + 1 })),
    currentTopics: TOPICS.map(([title, content], i) => ({ title, content, img: `/media/demo/topic/${i + 1}-640.webp`, sort: i + 1 })),
    popups: POPUPS.map((popup) => ({ ...popup })),
  };
}
