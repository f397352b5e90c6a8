import { noun, type ProductKind } from './kind';
import { byBrand, code, oneOf } from './model-codes';
import { chainKits, chains, choice, sprockets } from './variants-parts';

const PITCHES = ['520', '520', '525', '530', '428', '420'];

export const DRIVE_ELECTRIC_KINDS: readonly ProductKind[] = [
  {
    category: 'lanc', weight: 25, text: 'drive', fitment: 'chain', price: [14990, 69990],
    nouns: [noun('X-gyűrűs lánc', 'X-ring chain'), noun('O-gyűrűs lánc', 'O-ring chain'), noun('erősített lánc', 'heavy-duty chain')],
    brands: ['did', 'did', 'rk', 'regina'],
    model: byBrand({
      did: (r) => `${r.pick(PITCHES)}${r.pick(['VX3', 'ZVM-X', 'ERV7', 'VO', 'NZ3', 'DZ2'])}`,
      rk: (r) => `${r.pick(PITCHES)}${r.pick(['XSO', 'GXW', 'ZXW', 'MXZ4', 'KRO'])}`,
    }, (r) => `${r.pick(PITCHES)}${r.pick(['ZRP', 'ORN6', 'RX3', 'ZRT'])}`),
    variants: chains,
  },
  {
    category: 'lanckerek', weight: 30, text: 'drive', fitment: 'chain', price: [4990, 24990],
    nouns: [noun('acél lánckerék', 'steel sprocket'), noun('alumínium lánckerék', 'aluminium sprocket'), noun('zajcsökkentett lánckerék', 'rubber-cushioned sprocket')],
    brands: ['jt-sprockets', 'jt-sprockets', 'did', 'regina'],
    model: code(['JTF', 'JTR', 'JTA'], 4),
    variants: sprockets,
  },
  {
    category: 'lanckeszlet', weight: 25, text: 'drive', fitment: 'chain', price: [29990, 119990],
    nouns: [noun('lánckészlet', 'chain kit'), noun('X-gyűrűs lánckészlet', 'X-ring chain kit')],
    brands: ['did', 'rk', 'regina', 'jt-sprockets'],
    model: code(['KIT ', 'CK', 'SET '], 4),
    variants: chainKits,
  },
  {
    category: 'akkumulator', weight: 25, text: 'electric', fitment: 'any', price: [14990, 69990],
    nouns: [noun('zselés akkumulátor', 'gel battery'), noun('AGM akkumulátor', 'AGM battery'), noun('lítium akkumulátor', 'lithium battery')],
    brands: ['yuasa', 'yuasa', 'bosch', 'oxford'],
    model: (r) => `${r.pick(['YTX', 'YTZ', 'YB', 'YT', 'YTR'])}${r.int(4, 20)}${r.pick(['-BS', 'S', 'L-A2', 'L-B', ''])}`,
    variants: choice('Kivitel', [['Savcsomaggal', 'With acid pack', 'AP', 1], ['Gyárilag aktivált', 'Factory activated', 'FA', 1.12]], 2),
  },
  {
    category: 'akkutolto', weight: 6, text: 'electric', fitment: null, price: [9990, 49990],
    nouns: [noun('akkumulátortöltő', 'battery charger'), noun('akkumulátor-karbantartó töltő', 'battery maintenance charger')],
    brands: ['optimate', 'optimate', 'oxford', 'bosch'],
    model: byBrand({ optimate: oneOf(['1 Duo', '3', '4 Dual Program', '5 Start-Stop', '6 Ampmatic', 'Lithium 4s 0.8A']) }, oneOf(['Oximiser 900', 'Maximiser 360T', 'C1', 'C3'])),
    variants: choice('Csatlakozó', [['SAE kábellel', 'With SAE lead', 'SAE', 1], ['SAE + szemes saru', 'SAE + ring terminals', 'SAER', 1.1]], 2),
  },
  {
    category: 'izzo', weight: 15, text: 'electric', fitment: null, price: [1990, 14990],
    nouns: [noun('izzó', 'bulb'), noun('fényszóró izzó', 'headlight bulb')],
    brands: ['osram', 'osram', 'philips'],
    model: (r, brand) => `${r.pick(brand === 'osram' ? ['Night Racer 110', 'Night Racer 50', 'X-Racer', 'Original Line', 'LEDriving HL'] : ['X-tremeVision Moto', 'CityVision Moto', 'Vision Moto', 'Ultinon Pro'])} ${r.pick(['H4', 'H7', 'H1', 'HS1', 'H11', 'H3', 'HB3'])}`,
    variants: choice('Kiszerelés', [['1 db', '1 piece', '1', 1], ['2 db-os csomag', 'Twin pack', '2', 1.9]], 2),
  },
  {
    category: 'iranyjelzo', weight: 12, text: 'electric', fitment: null, price: [6990, 49990],
    nouns: [noun('LED irányjelző', 'LED indicator'), noun('LED irányjelző pár', 'pair of LED indicators')],
    brands: ['kellermann', 'kellermann', 'oxford'],
    model: byBrand({ oxford: oneOf(['Signal 1', 'Signal 2', 'Nano', 'Ultra', 'Slim']) }, oneOf([
      'Atto DF', 'Atto Dark', 'Atto Integral', 'Rhombus S', 'Rhombus DF', 'Rhombus Dark', 'Micro 1000', 'Micro Rhombus', 'Bullet 1000 DF', 'Bullet 1000 Dark', 'Numbers', 'Element',
    ])),
    variants: choice('Szín', [['fekete', 'black', 'BK', 1], ['króm', 'chrome', 'CR', 1.1]], 2),
  },
  {
    category: 'tukor', weight: 10, text: 'accessory', fitment: 'any', price: [9990, 39990],
    nouns: [noun('visszapillantó tükör', 'rear-view mirror'), noun('kormányvégtükör', 'bar-end mirror')],
    brands: ['kellermann', 'oxford', 'sw-motech'],
    model: code(['M', 'SPM-'], 3, ['', ' Sport', ' Classic']),
    variants: choice('Oldal', [['Bal', 'Left', 'L', 1], ['Jobb', 'Right', 'R', 1], ['Pár', 'Pair', 'P', 1.9]], 3),
  },
];
