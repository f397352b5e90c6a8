import type { TextGroup } from '../kinds/kind';
import type { GroupTexts } from './text-group';

export const PART_TEXTS: Partial<Record<TextGroup, GroupTexts>> = {
  brake: {
    intro: [
      ['{A} megbízható, kiszámítható fékhatást ad városi forgalomban és hosszú túrákon egyaránt.', 'Reliable, predictable braking in city traffic and on long tours alike: that is what you get with the {name}.'],
      ['{A} a gyári alkatrész minőségi alternatívája, amelyet {ab} mérnökei kifejezetten motorkerékpárokhoz fejlesztettek.', 'A quality alternative to the original part, the {name} was developed by {brand} engineers specifically for motorcycles.'],
      ['Ha a fékezés érzetén szeretne javítani, {a} jó választás: már az első fékezéseknél érezhető a különbség.', 'If you want a better feel at the lever, choose the {name}: the difference shows from the first stops.'],
    ],
    body: [
      ['A pontos illesztés miatt a beszerelés nem igényel átalakítást, az alkatrész a meglévő rögzítési pontokra kerül.', 'Thanks to the precise fit, no modification is needed: the part mounts on the existing fixing points.'],
      ['A súrlódóanyag hidegen is jól fog, melegen pedig sem a fékhatás, sem a karérzet nem változik számottevően.', 'The friction material bites well from cold, and neither braking force nor lever feel fades noticeably when hot.'],
      ['Az alkatrész megfelel a vonatkozó európai előírásoknak, közúti használatra engedélyezett.', 'The part complies with the relevant European regulations and is approved for road use.'],
      ['Fékalkatrészt mindig mindkét oldalon egyszerre cserélj, és az első néhány száz kilométeren óvatosan járasd be.', 'Always replace brake parts on both sides at once, and bed them in gently over the first few hundred kilometres.'],
    ],
    features: [
      ['Közúti használatra engedélyezett', 'Road legal'], ['Stabil fékhatás hidegen és melegen', 'Consistent braking cold and hot'],
      ['Alacsony kopás, hosszú élettartam', 'Low wear, long service life'], ['Pontos, gyári méretű illesztés', 'Exact OE-size fit'],
      ['Csendes működés, kevés fékpor', 'Quiet operation, little brake dust'], ['Egyszerű beszerelés', 'Easy installation'],
      ['Jól adagolható fékerő', 'Easy to modulate braking force'],
    ],
  },
  engine: {
    intro: [
      ['{A} segít, hogy motorja hosszú távon is egyenletesen, teljes teljesítménnyel működjön.', 'With the {name}, your engine keeps running smoothly and at full power for years.'],
      ['{A} {ab} minőségi alkatrésze, amely a gyári specifikációnak megfelelő vagy annál jobb teljesítményt nyújt.', 'A quality part from {brand}, the {name} matches or exceeds the original specification.'],
      ['A rendszeres karbantartás a megbízható motorozás alapja, ebben segít {a}.', 'Regular maintenance is the basis of reliable riding, and the {name} helps with exactly that.'],
    ],
    body: [
      ['Gyártása során a gyári méreteket és tűréseket követték, így külön illesztés nélkül a helyére kerül.', 'It is made to the original dimensions and tolerances, so it fits without any adjustment.'],
      ['A minőségi alapanyagok és a gondos gyártás hosszú élettartamot és állandó teljesítményt biztosítanak.', 'Quality materials and careful manufacturing ensure long life and consistent performance.'],
      ['A cserét a gyártó által előírt szervizintervallum szerint végezze, és mindig ellenőrizze a tömítések állapotát.', 'Replace it at the service interval your manufacturer specifies, and always check the condition of the seals.'],
      ['Ha bizonytalan vagy a beszerelésben, szervizünk szívesen elvégzi helyetted.', 'If you are unsure about fitting it yourself, our workshop will gladly do it for you.'],
    ],
    features: [
      ['Gyári minőségű vagy annál jobb', 'OE quality or better'], ['Pontos illesztés', 'Precise fit'], ['Hosszú élettartam', 'Long service life'],
      ['Tartós, korrózióálló kivitel', 'Durable, corrosion-resistant build'], ['Egyszerű csere', 'Easy replacement'],
      ['Egyenletes motorjárást segít', 'Helps the engine run smoothly'],
    ],
  },
  drive: {
    intro: [
      ['{A} egyenletes, hatékony erőátvitelt biztosít, így a motor teljesítménye veszteség nélkül jut el a hátsó kerékig.', 'With the {name}, power is transmitted smoothly and efficiently, reaching the rear wheel without loss.'],
      ['Hosszú élettartamra tervezett hajtásalkatrész {a}, amelyet utcai és túramotorokhoz egyaránt ajánlunk.', 'Designed for a long life, the {name} is a drivetrain part we recommend for road and touring bikes alike.'],
      ['Ha a hajtáslánc zajosabb lett, vagy gyakrabban kell utánfeszíteni, itt az ideje a cserének: {a} erre kiváló megoldás.', 'If your drivetrain has become noisier or needs adjusting more often, it is time for a replacement, and the {name} is an excellent one.'],
    ],
    body: [
      ['A pontos megmunkálás és az edzett felületek csökkentik a kopást és a súrlódást.', 'Precise machining and hardened surfaces reduce wear and friction.'],
      ['Láncot és lánckereket érdemes együtt cserélni, mert a kopott lánckerék az új láncot is gyorsan tönkreteszi.', 'Replace chain and sprockets together: a worn sprocket quickly ruins a new chain.'],
      ['A rendszeres tisztítás és kenés jelentősen meghosszabbítja az élettartamot; ehhez kínálatunkban láncspray-t is találsz.', 'Regular cleaning and lubrication greatly extend its life; you will find chain lube in our range as well.'],
      ['Beszerelés után ellenőrizze a lánc belógását és a hátsó kerék beállítását a gyári előírás szerint.', 'After fitting, check the chain slack and rear wheel alignment against the manufacturer’s specification.'],
    ],
    features: [
      ['Edzett, kopásálló felületek', 'Hardened, wear-resistant surfaces'], ['Egyenletes, csendes működés', 'Smooth, quiet running'],
      ['Hosszú élettartam', 'Long service life'], ['Pontos illesztés', 'Precise fit'], ['Korrózióvédett felület', 'Corrosion-protected finish'],
      ['Utcai és túrahasználatra', 'For road and touring use'],
    ],
  },
  electric: {
    intro: [
      ['{A} megbízható választás a motor elektromos rendszerének karbantartásához és fejlesztéséhez.', 'For maintaining and upgrading your bike’s electrical system, the {name} is a dependable choice.'],
      ['Az elektromos alkatrészeknél nincs helye kompromisszumnak: {a} {ab} bevált minőségét képviseli.', 'Electrical parts leave no room for compromise, and the {name} stands for the proven quality of {brand}.'],
    ],
    body: [
      ['A termék megfelel a vonatkozó európai szabványoknak és biztonsági előírásoknak.', 'The product meets the relevant European standards and safety regulations.'],
      ['Beszerelés előtt mindig kösd le az akkumulátor negatív sarkát, hogy elkerüld a rövidzárlatot.', 'Always disconnect the negative battery terminal before fitting, to avoid a short circuit.'],
      ['Télen, hosszabb állás idején érdemes az akkumulátort karbantartó töltőn tartani, így tavasszal gond nélkül indul a motor.', 'Over winter or longer breaks, keep the battery on a maintenance charger so the bike starts without trouble in spring.'],
      ['Az alacsony energiafogyasztás és a tartós kivitel hosszú, gondtalan használatot ígér.', 'Low power consumption and a durable build promise long, trouble-free use.'],
    ],
    features: [
      ['Megbízható működés minden évszakban', 'Reliable operation in every season'], ['Pontos illesztés, egyszerű beszerelés', 'Precise fit, easy installation'],
      ['Rezgés- és vízálló kivitel', 'Vibration- and water-resistant build'], ['Hosszú élettartam', 'Long service life'],
      ['Európai szabványoknak megfelelő', 'Complies with European standards'], ['Karbantartásmentes használat', 'Maintenance-free use'],
    ],
  },
  chassis: {
    intro: [
      ['{A} stabilabb, kiszámíthatóbb úttartást ad, legyen szó városi kátyúkról vagy kanyargós hegyi utakról.', 'With the {name}, your bike holds the road in a more stable, predictable way, on city potholes and winding mountain roads alike.'],
      ['A futómű állapota alapvetően meghatározza a motor viselkedését; {a} segít visszaadni a gyári vagy annál jobb menetérzést.', 'The condition of the suspension defines how a bike behaves, and the {name} helps restore the original ride feel, or better.'],
    ],
    body: [
      ['A kopott futóműelemek rontják a fékezést és a kanyarstabilitást, ezért cseréjüket nem érdemes halogatni.', 'Worn suspension parts impair braking and cornering stability, so do not put off replacing them.'],
      ['Az alkatrész a gyári rögzítési pontokra illeszkedik, átalakítás nélkül beszerelhető.', 'The part fits the original mounting points and installs without modification.'],
      ['A beszerelést és a beállítást szakszervizben javasoljuk elvégeztetni; szervizünk ebben is segít.', 'We recommend having it fitted and set up by a specialist workshop; ours can help with that too.'],
      ['Minőségi tömítések és korrózióálló felületek gondoskodnak a hosszú élettartamról.', 'Quality seals and corrosion-resistant surfaces ensure a long service life.'],
    ],
    features: [
      ['Stabil, kiszámítható úttartás', 'Stable, predictable handling'], ['Gyári rögzítési pontokra illeszkedik', 'Fits the original mounting points'],
      ['Korrózióálló kivitel', 'Corrosion-resistant build'], ['Hosszú élettartam', 'Long service life'],
      ['Jobb kényelem hosszú úton', 'Better comfort on long rides'], ['Pontos illesztés', 'Precise fit'],
    ],
  },
  tyre: {
    intro: [
      ['{A} kiegyensúlyozott tapadást és pontos kormányzást nyújt száraz és nedves úton egyaránt.', 'Balanced grip and precise steering on dry and wet roads alike: that is the {name}.'],
      ['A gumiabroncs az egyetlen kapcsolat a motor és az út között, és {a} ebben a szerepben is megbízhatóan teljesít.', 'The tyre is the only contact between your bike and the road, and the {name} performs reliably in that role.'],
    ],
    body: [
      ['A korszerű gumikeverék gyorsan eléri az üzemi hőmérsékletet, és hosszú távon is egyenletesen kopik.', 'The modern compound warms up quickly and wears evenly over the long run.'],
      ['Új gumival az első 100–200 kilométeren óvatosan motorozz, amíg a futófelület bejáródik.', 'Ride gently on new tyres for the first 100–200 km while the tread beds in.'],
      ['Rendszeresen ellenőrizze a guminyomást: a gyári érték betartása a tapadás és az élettartam kulcsa.', 'Check tyre pressure regularly: sticking to the recommended value is key to grip and tyre life.'],
      ['A gumiabroncsot felszerelve, centrírozva is kérheti üzletünkben, előzetes időpont-egyeztetéssel.', 'You can have it fitted and balanced in our shop by appointment.'],
    ],
    features: [
      ['Kiváló tapadás száraz és nedves úton', 'Excellent grip in the dry and wet'], ['Egyenletes kopás, nagy futásteljesítmény', 'Even wear, high mileage'],
      ['Gyors felmelegedés', 'Quick warm-up'], ['Stabil viselkedés nagy sebességnél', 'Stable at high speed'],
      ['Pontos, könnyed kormányzás', 'Precise, light steering'], ['Friss gyártás', 'Freshly manufactured'],
    ],
  },
  fluid: {
    intro: [
      ['{A} {ab} bevált minőségű terméke, amelyet kifejezetten motorkerékpárokhoz fejlesztettek.', 'A proven-quality product from {brand}, the {name} was developed specifically for motorcycles.'],
      ['A megfelelő folyadékok és ápolószerek legalább olyan fontosak, mint a rendszeres szerviz, és {a} ebben nyújt megbízható segítséget.', 'The right fluids and care products matter as much as regular servicing, and the {name} is a reliable help here.'],
    ],
    body: [
      ['A termék megfelel a gyártók előírásainak; a motorjához szükséges pontos specifikációt a kezelési útmutatóban találja.', 'The product meets manufacturer requirements; the exact specification for your bike is in the owner’s manual.'],
      ['Használat előtt mindig olvassa el a címkén található utasításokat, és tartsa gyermekektől elzárva.', 'Always read the label before use and keep out of the reach of children.'],
      ['A használt folyadékot és a kiürült csomagolást a helyi előírások szerint, gyűjtőhelyen adja le.', 'Dispose of used fluid and empty packaging at a collection point according to local regulations.'],
      ['Többféle kiszerelésben kapható, így utántöltéshez és teljes cseréhez is megtalálja a megfelelőt.', 'Available in several sizes, for topping up as well as for a full change.'],
    ],
    features: [
      ['Motorkerékpárokhoz fejlesztve', 'Developed for motorcycles'], ['Megfelel a gyártói előírásoknak', 'Meets manufacturer specifications'],
      ['Hosszan tartó védelem', 'Long-lasting protection'], ['Egyszerű, tiszta használat', 'Easy, clean to use'],
      ['Több kiszerelésben', 'Several pack sizes'], ['Bevált, prémium minőség', 'Proven premium quality'],
    ],
  },
};
