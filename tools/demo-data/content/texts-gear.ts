import type { TextGroup } from '../kinds/kind';
import type { GroupTexts } from './text-group';

export const GEAR_TEXTS: Partial<Record<TextGroup, GroupTexts>> = {
  helmet: {
    intro: [
      ['{A} a biztonság és a kényelem egyensúlyát keresőknek készült, a hétköznapi ingázástól a hosszú túrákig.', 'Made for riders who want a balance of safety and comfort, from daily commuting to long tours: that is the {name}.'],
      ['Könnyű, jól szellőző és csendes: {a} mindhárom területen meggyőző.', 'Light, well ventilated and quiet: the {name} convinces on all three counts.'],
      ['{A} héját a legújabb ECE 22.06 szabvány szerint vizsgálták be, így a legszigorúbb európai előírásoknak is megfelel.', 'The shell of the {name} is tested to the latest ECE 22.06 standard and meets the strictest European requirements.'],
    ],
    body: [
      ['A többrétegű EPS belső héj hatékonyan nyeli el az ütési energiát, a bélés pedig kivehető és mosható.', 'The multi-density EPS liner absorbs impact energy effectively, and the comfort lining is removable and washable.'],
      ['Az állítható szellőzőnyílások nyáron is kellemes klímát biztosítanak, télen pedig elzárhatók.', 'Adjustable vents keep the climate pleasant in summer and can be closed in winter.'],
      ['A plexi és a bélés szerszám nélkül cserélhető, a pótalkatrészek külön is rendelhetők.', 'Visor and lining change without tools, and spare parts can be ordered separately.'],
      ['A méretet a fej legszélesebb részén, a szemöldök fölött mért körfogat alapján válassza ki; ha két méret között van, próbálja fel üzletünkben.', 'Choose the size by your head circumference measured just above the eyebrows; if you are between sizes, try it on in our shop.'],
    ],
    features: [
      ['ECE 22.06 minősítés', 'ECE 22.06 certified'], ['Többrétegű EPS ütéselnyelő héj', 'Multi-density EPS impact liner'],
      ['Kivehető, mosható bélés', 'Removable, washable lining'], ['Állítható szellőzés', 'Adjustable ventilation'],
      ['Duplagyűrűs vagy mikrometrikus állszíjcsat', 'Double-D or micrometric chin strap'], ['Pinlock-kompatibilis plexi', 'Pinlock-ready visor'],
      ['Integrált napellenző', 'Integrated sun visor'], ['Kommunikációs rendszerre előkészítve', 'Prepared for an intercom'],
    ],
  },
  apparel: {
    intro: [
      ['{A} a hétköznapi motorozástól a többnapos túrákig megbízható védelmet és kényelmet nyújt.', 'With the {name}, you get reliable protection and comfort, from everyday riding to multi-day tours.'],
      ['{A} tervezésekor {ab} a biztonságot és a viselési kényelmet egyaránt szem előtt tartotta.', 'In designing the {name}, {brand} kept both safety and wearing comfort in mind.'],
      ['Ha olyan motoros ruházatot keresel, amely minden időben jól vizsgázik, {a} jó választás.', 'If you are looking for riding gear that performs in all weather, take a look at the {name}.'],
    ],
    body: [
      ['A kritikus pontokon CE minősítésű, kivehető protektorok védenek.', 'Removable CE-certified armour protects the critical areas.'],
      ['A kopásálló külső anyag és a dupla varrások esés esetén is egyben tartják a ruhát.', 'Abrasion-resistant outer material and double stitching hold together even in a fall.'],
      ['Több ponton állítható bőség és szellőzőcipzárak gondoskodnak arról, hogy melegben és hidegben is kényelmes legyen.', 'Adjustment points and ventilation zips keep you comfortable in heat and cold.'],
      ['A fényvisszaverő elemek sötétben és rossz látási viszonyok között is láthatóbbá tesznek.', 'Reflective details make you more visible in the dark and in poor visibility.'],
      ['Méretválasztásnál vegye figyelembe, hogy szeretne-e alatta aláöltözetet vagy pulóvert viselni.', 'When choosing a size, consider whether you want to wear a base layer or jumper underneath.'],
    ],
    features: [
      ['CE minősítésű protektorok', 'CE-certified armour'], ['Kopásálló külső anyag', 'Abrasion-resistant outer shell'],
      ['Szellőzőcipzárak', 'Ventilation zips'], ['Fényvisszaverő elemek', 'Reflective details'],
      ['Több ponton állítható bőség', 'Multiple adjustment points'], ['Vízálló, lélegző membrán', 'Waterproof, breathable membrane'],
      ['Kabát-nadrág összekötő cipzár', 'Jacket-to-trouser connection zip'], ['Belső és külső zsebek', 'Inner and outer pockets'],
    ],
  },
  handsfeet: {
    intro: [
      ['Esésnél a kéz és a láb sérül a leggyakrabban. {A} megbízható védelmet nyújt, miközben egész nap kényelmes marad.', 'Hands and feet are injured most often in a fall. With the {name}, you get reliable protection that stays comfortable all day.'],
      ['Strapabíró anyagok, gondos kidolgozás és kiváló illeszkedés: {a} minden részletén látszik {ab} tapasztalata.', 'Hard-wearing materials, careful finish and a great fit: {brand}’s experience shows in every detail of the {name}.'],
    ],
    body: [
      ['A kritikus pontokon merevítések és CE minősítésű protektorok védenek ütés és csavarodás ellen.', 'Reinforcements and CE-certified protectors at the critical points guard against impact and twisting.'],
      ['A bélés elvezeti a nedvességet, így hosszabb úton is kellemes marad a viselet.', 'The lining wicks away moisture, keeping you comfortable on longer rides.'],
      ['A pontos méretválasztáshoz használja a mérettáblázatot, és a nap végén mérjen, amikor a kéz és a láb a legnagyobb.', 'Use the size chart, and measure at the end of the day, when hands and feet are largest.'],
      ['Az első néhány használat alatt az anyag az alakjához idomul, ezért az elején lehet kissé feszes.', 'The material moulds to your shape over the first few rides, so it may feel a little snug at first.'],
    ],
    features: [
      ['CE minősítés', 'CE certified'], ['Kopásálló anyagok', 'Abrasion-resistant materials'],
      ['Merevített, védett kritikus pontok', 'Reinforced, protected critical areas'], ['Nedvességelvezető bélés', 'Moisture-wicking lining'],
      ['Csúszásmentes tenyér- vagy talprész', 'Non-slip palm or sole'], ['Pontos, kényelmes illeszkedés', 'Precise, comfortable fit'],
      ['Vízálló kivitel', 'Waterproof construction'],
    ],
  },
  protector: {
    intro: [
      ['{A} egy plusz biztonsági réteg, amelyet motorozás közben szinte észre sem veszel.', 'An extra layer of safety you will hardly notice while riding: that is the {name}.'],
      ['Esésnél a megfelelő protektor jelentheti a különbséget egy zúzódás és egy komoly sérülés között; {a} ebben nyújt megbízható védelmet.', 'In a fall, the right protector can make the difference between a bruise and a serious injury, and the {name} gives you dependable protection.'],
    ],
    body: [
      ['A termék az EN 1621 szabványsorozat szerint bevizsgált, CE minősítéssel rendelkezik.', 'The product is tested to the EN 1621 series of standards and is CE certified.'],
      ['A test formájához igazodó kialakítás miatt viselése kényelmes, és nem korlátozza a mozgást.', 'Its body-shaped design is comfortable to wear and does not restrict movement.'],
      ['A legtöbb motoros kabáttal és nadrággal kompatibilis, a protektorzsebekbe helyezve vagy önállóan is viselhető.', 'Compatible with most riding jackets and trousers: it fits the armour pockets or can be worn alone.'],
      ['Esés után ellenőrizze a protektor állapotát, és sérülés esetén cserélje.', 'Check the protector after a fall and replace it if damaged.'],
    ],
    features: [
      ['CE minősítés (EN 1621)', 'CE certified (EN 1621)'], ['Testhez simuló kialakítás', 'Body-shaped design'],
      ['Jól szellőző szerkezet', 'Well-ventilated structure'], ['Könnyű, kényelmes viselet', 'Light and comfortable to wear'],
      ['Hosszú élettartam', 'Long service life'], ['A legtöbb ruházattal kompatibilis', 'Compatible with most riding gear'],
    ],
  },
  accessory: {
    intro: [
      ['{A} praktikus kiegészítő, amely kényelmesebbé és biztonságosabbá teszi a mindennapi motorozást.', 'A practical accessory that makes everyday riding more comfortable and safer: that is the {name}.'],
      ['A jó kiegészítő ott segít, ahol a legnagyobb szükség van rá, és {a} pontosan ilyen.', 'A good accessory helps exactly where it is needed most, and the {name} does just that.'],
    ],
    body: [
      ['Strapabíró anyagokból, gondos kidolgozással készült, így hosszú évekig szolgál.', 'Made from hard-wearing materials with careful finishing, it will serve you for years.'],
      ['Felszerelése és használatba vétele egyszerű, különösebb szerszám vagy szakértelem nem kell hozzá.', 'It is simple to fit and start using, with no special tools or skills needed.'],
      ['A változatok részletes adatait az Elérhetőség/Termékváltozatok fülön találja.', 'You will find the details of each variant on the Availability/Variants tab.'],
      ['{Ab} termékeire jellemző módon a minőséget és a jó ár-érték arányt ötvözi.', 'Like all {brand} products, it combines quality with good value for money.'],
    ],
    features: [
      ['Praktikus, egyszerű használat', 'Practical and easy to use'], ['Strapabíró kivitel', 'Durable construction'],
      ['Időjárásálló anyagok', 'Weather-resistant materials'], ['Kompakt méret', 'Compact size'],
      ['Jó ár-érték arány', 'Good value for money'], ['Gyors felszerelés', 'Quick fitting'],
    ],
  },
};
