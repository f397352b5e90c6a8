import type { VariantDraft } from './kinds/kind';

/** The drawing each category's products get (server/modules/media/demo-art names the motifs). */
const MOTIF_BY_CATEGORY: Readonly<Record<string, string>> = {
  'integralt-sisak': 'full-face-helmet', 'felnyithato-sisak': 'modular-helmet', 'nyitott-sisak': 'open-face-helmet', 'cross-sisak': 'cross-helmet',
  'textil-kabat': 'textile-jacket', 'borkabat': 'leather-jacket', 'nyari-kabat': 'mesh-jacket', 'esoruha': 'rain-suit', 'alaoltozet': 'base-layer',
  'textil-nadrag': 'textile-trousers', 'bornadrag': 'leather-trousers', 'motoros-farmer': 'jeans',
  'nyari-kesztyu': 'summer-gloves', 'teli-kesztyu': 'winter-gloves', 'sport-kesztyu': 'sport-gloves',
  'sportcsizma': 'sport-boots', 'turacsizma': 'touring-boots', 'cross-csizma': 'cross-boots', 'motoros-cipo': 'riding-shoes',
  'gerincvedo': 'back-protector', 'terd-es-konyokvedo': 'knee-protector', 'airbag-mellveny': 'airbag-vest',
  'sisakplexi': 'visor', 'intercom': 'intercom', 'taska': 'bag', 'nyakmelegito': 'neck-warmer',
  'fekbetet': 'brake-pads', 'fektarcsa': 'brake-disc', 'fekfolyadek': 'brake-fluid', 'fekcso': 'brake-hose',
  'olajszuro': 'oil-filter', 'levegoszuro': 'air-filter', 'gyujtogyertya': 'spark-plug', 'kipufogo': 'exhaust', 'kuplung': 'clutch-kit',
  'lengescsillapito': 'shock-absorber', 'villarugo': 'fork-springs', 'villaszimering': 'fork-seals', 'kormanycsapagy': 'steering-bearings',
  'utcai-gumi': 'road-tyre', 'sport-gumi': 'sport-tyre', 'off-road-gumi': 'offroad-tyre', 'robogo-gumi': 'scooter-tyre', 'tomlo': 'inner-tube',
  'motorolaj': 'oil-jug', 'villaolaj': 'oil-bottle', 'lancspray': 'spray-can', 'tisztitoszer': 'trigger-spray', 'hutofolyadek': 'coolant',
  'lanc': 'chain', 'lanckerek': 'sprocket', 'lanckeszlet': 'chain-kit',
  'akkumulator': 'battery', 'akkutolto': 'charger', 'izzo': 'bulb', 'iranyjelzo': 'indicator', 'tukor': 'mirror',
};

/** Parts carry their maker's colour: Motul's red label, Castrol's green, Liqui Moly's blue. */
const BRAND_COLOUR: Readonly<Record<string, string>> = {
  motul: 'rd', castrol: 'gn', 'liqui-moly': 'bl', ipone: 'or', brembo: 'rd', ebc: 'ye', ferodo: 'bl', trw: 'bl', ngk: 'rd', denso: 'rd',
  did: 'gd', rk: 'gd', regina: 'si', 'jt-sprockets': 'bk', bosch: 'rd', yuasa: 'rd', osram: 'or', philips: 'bl', 'k-n': 'rd', hiflo: 'bk',
  mahle: 'bl', akrapovic: 'si', arrow: 'an', leovince: 'bk', michelin: 'ye', pirelli: 'ye', metzeler: 'or', bridgestone: 'rd',
  dunlop: 'ye', continental: 'or', hyperpro: 'ye', yss: 'rd', 'all-balls': 'bl', athena: 'rd', kellermann: 'si', optimate: 'ye',
};

/**
 * One picture per colour the product comes in (at most four), else one in the maker's colour:
 * `/media/demo/product/<motif>-<colour>.webp`, drawn through the shop's image pipeline when first asked.
 */
export function productImages(category: string, brandAlias: string, variants: readonly VariantDraft[]): string[] {
  const motif = MOTIF_BY_CATEGORY[category];
  if (!motif) return [];
  const colours = [...new Set(variants.filter((v) => v.props['Szín'] !== undefined).map((v) => (v.code.split('-')[0] ?? '').toLowerCase()))];
  const painted = colours.length > 0 ? colours.slice(0, 4) : [BRAND_COLOUR[brandAlias] ?? 'bk'];
  return painted.map((colour) => `/media/demo/product/${motif}-${colour}.webp`);
}
