import { noun, type ModelGen, type ProductKind } from './kind';
import { helmets } from './variants-gear';

type HelmetLines = Readonly<Record<string, readonly string[]>>;

/** Real model lines per brand and shell type; a graphic name makes the colourways distinct. */
const FULL_FACE: HelmetLines = {
  shoei: ['NXR2', 'X-SPR Pro', 'GT-Air 3', 'RYD'],
  hjc: ['RPHA 12', 'RPHA 71', 'i71', 'C10', 'F31', 'C70N'],
  nolan: ['N60-6', 'N80-8'],
  schuberth: ['S3', 'SR2'],
  shark: ['Spartan RS', 'Race-R Pro', 'Ridill 2', 'Skwal i3', 'Aeron-GP'],
  arai: ['RX-7V Evo', 'Quantic', 'Profile-V', 'Chaser-X'],
  agv: ['Pista GP RR', 'K6 S', 'K1 S', 'K3'],
  caberg: ['Drift Evo II', 'Avalon X'],
  ls2: ['FF800 Storm II', 'FF805 Thunder', 'FF811 Vector II', 'FF808 Stream II'],
};
const MODULAR: HelmetLines = {
  shoei: ['Neotec 3'], hjc: ['RPHA 91', 'i100', 'C91N', 'F100'], nolan: ['N100-6', 'N90-3', 'N120-1'],
  schuberth: ['C5', 'E2'], shark: ['Evo-GT', 'OXO', 'Evo ES'], agv: ['Tourmodular', 'Sportmodular'],
  caberg: ['Horus X', 'Levo X', 'Duke X'], ls2: ['FF906 Advant', 'FF902 Scope'],
};
const OPEN_FACE: HelmetLines = {
  shoei: ['J-Cruise 3', 'J.O+'], hjc: ['i40N', 'V31', 'RPHA 31'], nolan: ['N30-4 VP', 'N21 Visor'],
  schuberth: ['J2', 'M1 Pro'], shark: ['RS Jet', 'Street Drak 2', 'Nano'], arai: ['Urban-V', 'SZ-R VAS'],
  agv: ['Orbyt', 'X70', 'K5 Jet Evo'], caberg: ['Freeride', 'Riviera V4X', 'Uptown'], ls2: ['OF600 Copter II', 'OF570 Verso', 'OF603 Infinity II'],
};
const OFF_ROAD: HelmetLines = {
  shoei: ['VFX-WR 06'], hjc: ['i50', 'CS-MX 2', 'RPHA X'], shark: ['Explore-R'], arai: ['MX-V Evo', 'Tour-X5'],
  agv: ['AX9', 'AX-8 Evo'], ls2: ['MX436 Pioneer Evo', 'MX700 Subverter', 'MX701 Explorer'], nolan: ['N70-2 X', 'N53'],
};

const GRAPHICS = [
  'Solid', 'Matt', 'Carbon', 'Stripe', 'Rush', 'Apex', 'Fusion', 'Vision', 'Element', 'Blaze', 'Tracer', 'Sector',
  'Helix', 'Origami', 'Vector', 'Pulse', 'Drift', 'Shadow', 'Neon', 'Lightning', 'Grid', 'Mono', 'Urban', 'Racer',
];

function helmetModel(lines: HelmetLines): ModelGen {
  return (r, brand) => {
    const model = r.pick(lines[brand] ?? Object.values(lines).flat());
    return r.chance(0.8) ? `${model} ${r.pick(GRAPHICS)}` : model;
  };
}

export const HELMET_KINDS: readonly ProductKind[] = [
  {
    category: 'integralt-sisak', weight: 45, text: 'helmet', fitment: null, price: [59990, 299990],
    nouns: [noun('integrált bukósisak', 'full-face helmet'), noun('sport bukósisak', 'sport helmet')],
    brands: Object.keys(FULL_FACE), model: helmetModel(FULL_FACE), variants: helmets,
  },
  {
    category: 'felnyithato-sisak', weight: 20, text: 'helmet', fitment: null, price: [89990, 299990],
    nouns: [noun('felnyitható bukósisak', 'modular helmet')],
    brands: Object.keys(MODULAR), model: helmetModel(MODULAR), variants: helmets,
  },
  {
    category: 'nyitott-sisak', weight: 18, text: 'helmet', fitment: null, price: [39990, 149990],
    nouns: [noun('nyitott bukósisak', 'open-face helmet'), noun('jet bukósisak', 'jet helmet')],
    brands: Object.keys(OPEN_FACE), model: helmetModel(OPEN_FACE), variants: helmets,
  },
  {
    category: 'cross-sisak', weight: 15, text: 'helmet', fitment: null, price: [49990, 249990],
    nouns: [noun('cross bukósisak', 'motocross helmet'), noun('túraenduró bukósisak', 'adventure helmet')],
    brands: Object.keys(OFF_ROAD), model: helmetModel(OFF_ROAD), variants: helmets,
  },
];
