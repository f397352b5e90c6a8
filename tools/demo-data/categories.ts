import type { CategoryRecord } from '../../contract/catalog-import';

interface Node { alias: string; hu: string; en: string; children: Node[] }

function n(alias: string, hu: string, en: string, children: Node[] = []): Node {
  return { alias, hu, en, children };
}

/**
 * The category tree: exactly two roots (the spec's main routes
 * 'alkatresz-kereso' and 'ruhazat-sisak'), at most three levels. Products hang
 * on leaves only, so a level-2 node without children is a leaf too.
 */
const TREE: Node[] = [
  n('alkatresz-kereso', 'Alkatrészek', 'Parts', [
    n('fekrendszer', 'Fékrendszer', 'Brake system', [
      n('fekbetet', 'Fékbetét', 'Brake pads'),
      n('fektarcsa', 'Féktárcsa', 'Brake discs'),
      n('fekfolyadek', 'Fékfolyadék', 'Brake fluid'),
      n('fekcso', 'Fékcső', 'Brake lines'),
    ]),
    n('motor-es-kipufogo', 'Motor és kipufogó', 'Engine and exhaust', [
      n('olajszuro', 'Olajszűrő', 'Oil filters'),
      n('levegoszuro', 'Levegőszűrő', 'Air filters'),
      n('gyujtogyertya', 'Gyújtógyertya', 'Spark plugs'),
      n('kipufogo', 'Kipufogó', 'Exhausts'),
    ]),
    n('hajtaslanc', 'Hajtáslánc', 'Drivetrain', [
      n('lanc', 'Lánc', 'Chains'),
      n('lanckerek', 'Lánckerék', 'Sprockets'),
      n('lanckeszlet', 'Lánckészlet', 'Chain kits'),
    ]),
    n('elektromos', 'Elektromos alkatrészek', 'Electrical parts', [
      n('akkumulator', 'Akkumulátor', 'Batteries'),
      n('akkutolto', 'Akkumulátortöltő', 'Battery chargers'),
      n('izzo', 'Izzó', 'Bulbs'),
      n('iranyjelzo', 'Irányjelző', 'Indicators'),
    ]),
    n('futomu', 'Futómű', 'Suspension', [
      n('lengescsillapito', 'Lengéscsillapító', 'Shock absorbers'),
      n('villarugo', 'Villarugó', 'Fork springs'),
      n('villaszimering', 'Villaszimering', 'Fork seals'),
      n('kormanycsapagy', 'Kormánycsapágy', 'Steering bearings'),
    ]),
    n('gumiabroncs', 'Gumiabroncs', 'Tyres', [
      n('utcai-gumi', 'Utcai és túra gumi', 'Road and touring tyres'),
      n('sport-gumi', 'Sport gumi', 'Sport tyres'),
      n('off-road-gumi', 'Off-road gumi', 'Off-road tyres'),
      n('robogo-gumi', 'Robogó gumi', 'Scooter tyres'),
      n('tomlo', 'Belső tömlő', 'Inner tubes'),
    ]),
    n('karbantartas', 'Olaj és kenőanyag', 'Oils and lubricants', [
      n('motorolaj', 'Motorolaj', 'Engine oil'),
      n('villaolaj', 'Villaolaj', 'Fork oil'),
      n('lancspray', 'Láncspray', 'Chain lube'),
      n('tisztitoszer', 'Tisztítószer', 'Cleaners'),
      n('hutofolyadek', 'Hűtőfolyadék', 'Coolant'),
    ]),
    n('kuplung', 'Kuplung', 'Clutch'),
    n('tukor', 'Tükör', 'Mirrors'),
  ]),
  n('ruhazat-sisak', 'Ruházat és sisak', 'Clothing and helmets', [
    n('bukosisak', 'Bukósisak', 'Helmets', [
      n('integralt-sisak', 'Integrált (zárt) sisak', 'Full-face helmets'),
      n('felnyithato-sisak', 'Felnyitható sisak', 'Modular helmets'),
      n('nyitott-sisak', 'Nyitott sisak', 'Open-face helmets'),
      n('cross-sisak', 'Cross sisak', 'Motocross helmets'),
    ]),
    n('kabat', 'Kabát', 'Jackets', [
      n('textil-kabat', 'Textil kabát', 'Textile jackets'),
      n('borkabat', 'Bőrkabát', 'Leather jackets'),
      n('nyari-kabat', 'Nyári (hálós) kabát', 'Summer mesh jackets'),
    ]),
    n('nadrag', 'Nadrág', 'Trousers', [
      n('textil-nadrag', 'Textil nadrág', 'Textile trousers'),
      n('bornadrag', 'Bőrnadrág', 'Leather trousers'),
      n('motoros-farmer', 'Motoros farmer', 'Riding jeans'),
    ]),
    n('kesztyu', 'Kesztyű', 'Gloves', [
      n('nyari-kesztyu', 'Nyári kesztyű', 'Summer gloves'),
      n('teli-kesztyu', 'Téli kesztyű', 'Winter gloves'),
      n('sport-kesztyu', 'Sport kesztyű', 'Sport gloves'),
    ]),
    n('csizma', 'Csizma és cipő', 'Boots and shoes', [
      n('sportcsizma', 'Sportcsizma', 'Sport boots'),
      n('turacsizma', 'Túracsizma', 'Touring boots'),
      n('cross-csizma', 'Cross csizma', 'Motocross boots'),
      n('motoros-cipo', 'Motoros cipő', 'Riding shoes'),
    ]),
    n('protektor', 'Protektor', 'Protectors', [
      n('gerincvedo', 'Gerincvédő', 'Back protectors'),
      n('terd-es-konyokvedo', 'Térd- és könyökvédő', 'Knee and elbow protectors'),
      n('airbag-mellveny', 'Airbag mellény', 'Airbag vests'),
    ]),
    n('esoruha', 'Esőruha', 'Rain gear'),
    n('alaoltozet', 'Aláöltözet', 'Base layers'),
    n('kiegeszitok', 'Kiegészítők', 'Accessories', [
      n('sisakplexi', 'Sisakplexi és Pinlock', 'Visors and Pinlock'),
      n('intercom', 'Kommunikációs rendszer', 'Intercoms'),
      n('taska', 'Táska', 'Bags'),
      n('nyakmelegito', 'Nyakmelegítő és maszk', 'Neck warmers and balaclavas'),
    ]),
  ]),
];

function flatten(nodes: Node[], parentAlias: string | null, out: CategoryRecord[]): CategoryRecord[] {
  nodes.forEach((node, index) => {
    out.push({ alias: node.alias, parentAlias, name_hu: node.hu, name_en: node.en, sort: index + 1 });
    flatten(node.children, node.alias, out);
  });
  return out;
}

export function buildCategories(): CategoryRecord[] {
  return flatten(TREE, null, []);
}
