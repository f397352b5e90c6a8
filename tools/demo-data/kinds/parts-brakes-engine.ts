import { noun, type ProductKind } from './kind';
import { byBrand, code, oneOf } from './model-codes';
import { choice, discs, padPositions, SMALL_CANS, volumes } from './variants-parts';

export const BRAKE_ENGINE_KINDS: readonly ProductKind[] = [
  {
    category: 'fekbetet', weight: 45, text: 'brake', fitment: 'any', price: [6990, 24990],
    nouns: [noun('szinterezett fékbetét', 'sintered brake pads'), noun('organikus fékbetét', 'organic brake pads'), noun('kerámia fékbetét', 'ceramic brake pads')],
    brands: ['ebc', 'ebc', 'brembo', 'ferodo', 'trw'],
    model: byBrand({
      brembo: code(['07BB', '07HO', '07KA', '07YA', '07SU'], 2, ['SA', 'SP', 'LA', 'RC']),
      ferodo: code(['FDB'], 4, ['ST', 'P', 'SG', 'XRAC']),
      trw: code(['MCB'], 3, ['SV', 'SH', 'SRT', 'SI']),
    }, code(['FA'], 3, ['HH', 'V', 'TT', 'R', 'X'])),
    variants: padPositions,
  },
  {
    category: 'fektarcsa', weight: 25, text: 'brake', fitment: 'any', price: [29990, 149990],
    nouns: [noun('úszó féktárcsa', 'floating brake disc'), noun('fix féktárcsa', 'fixed brake disc'), noun('wave féktárcsa', 'wave brake disc')],
    brands: ['brembo', 'ebc', 'trw'],
    model: byBrand({ brembo: code(['78B408', '68B407'], 2), ebc: code(['MD'], 4, ['', 'D', 'C']) }, code(['MST'], 3, ['', 'RAC'])),
    variants: discs,
  },
  {
    category: 'fekfolyadek', weight: 10, text: 'fluid', fitment: null, price: [1990, 5990],
    nouns: [noun('fékfolyadék', 'brake fluid')],
    brands: ['motul', 'castrol', 'liqui-moly', 'brembo', 'ipone'],
    model: oneOf(['DOT 4', 'DOT 5.1', 'RBF 600', 'RBF 660 Factory Line', 'React Performance DOT 4', 'Racing DOT 4']),
    variants: volumes(SMALL_CANS),
  },
  {
    category: 'fekcso', weight: 12, text: 'brake', fitment: 'any', price: [19990, 69990],
    nouns: [noun('acélhálós fékcső készlet', 'braided steel brake line kit'), noun('acélhálós fékcső', 'braided steel brake line')],
    brands: ['trw', 'brembo', 'ebc'],
    model: code(['BH', 'KIT-', 'BL'], 4),
    variants: choice('Kivitel', [['Első, 2 részes', 'Front, 2-piece', 'F2', 1], ['Első, 3 részes', 'Front, 3-piece', 'F3', 1.3], ['Hátsó', 'Rear', 'R', 0.6]], 2),
  },
  {
    category: 'olajszuro', weight: 30, text: 'engine', fitment: 'any', price: [1990, 6990],
    nouns: [noun('olajszűrő', 'oil filter')],
    brands: ['hiflo', 'hiflo', 'kn', 'mahle', 'bosch'],
    model: byBrand({ kn: code(['KN-'], 3), mahle: code(['OC '], 3), bosch: code(['F 026 407 '], 3) }, code(['HF'], 3, ['', 'RC'])),
    variants: choice('Kivitel', [['Standard', 'Standard', 'STD', 1], ['Krómozott', 'Chrome', 'CHR', 1.5]], 2),
  },
  {
    category: 'levegoszuro', weight: 25, text: 'engine', fitment: 'any', price: [4990, 34990],
    nouns: [noun('levegőszűrő', 'air filter'), noun('sport levegőszűrő', 'performance air filter')],
    brands: ['kn', 'hiflo', 'mahle'],
    model: byBrand({ kn: code(['HA-', 'KA-', 'SU-', 'YA-', 'KT-'], 4) }, code(['HFA', 'LX '], 4)),
    variants: choice('Kivitel', [['Gyári minőségű, papír', 'OE-quality paper', 'P', 1], ['Mosható sport', 'Washable performance', 'W', 2.2]], 2),
  },
  {
    category: 'gyujtogyertya', weight: 25, text: 'engine', fitment: 'any', price: [1990, 4990],
    nouns: [noun('gyújtógyertya', 'spark plug')],
    brands: ['ngk', 'ngk', 'denso', 'bosch'],
    model: byBrand({
      denso: code(['IU', 'U', 'X', 'IUH', 'IXU'], 2, ['ESR-N', 'EPR-U9', '', 'FSR-U']),
      bosch: code(['UR', 'WR', 'YR'], 1, ['DC', 'LC', 'KI332S']),
    }, code(['CR', 'DR', 'BR', 'BPR', 'CPR', 'LMAR', 'DPR'], 1, ['E', 'EA-9', 'EIX', 'ES', 'HSA', 'EK', 'EVX'])),
    variants: choice('Kivitel', [['Standard', 'Standard', 'STD', 1], ['Iridium', 'Iridium', 'IR', 2.6], ['4 db-os készlet', 'Set of 4', 'X4', 3.8]], 3),
  },
  {
    category: 'kipufogo', weight: 25, text: 'engine', fitment: 'any', price: [149990, 699990],
    nouns: [noun('slip-on kipufogó', 'slip-on exhaust'), noun('teljes kipufogórendszer', 'full exhaust system'), noun('sport hangtompító', 'sport silencer')],
    brands: ['akrapovic', 'akrapovic', 'arrow', 'leovince'],
    model: byBrand({
      akrapovic: code(['S-H6SO', 'S-Y7SO', 'S-K9SO', 'S-B10SO', 'S-D9SO'], 1, ['-HAPT', '-HRT', '-HZT', '-HT']),
      arrow: code(['71', '72'], 3, [' Pro-Race', ' Indy Race', ' Works']),
    }, code(['LV One EVO ', 'Factory S ', 'GP Corsa '], 5)),
    variants: choice('Anyag', [['Titán', 'Titanium', 'TI', 1.15], ['Rozsdamentes acél', 'Stainless steel', 'SS', 1], ['Karbon', 'Carbon', 'CF', 1.25]], 3),
  },
  {
    category: 'kuplung', weight: 20, text: 'engine', fitment: 'any', price: [19990, 89990],
    nouns: [noun('kuplungkészlet', 'clutch kit'), noun('kuplung-súrlódólamella készlet', 'clutch friction plate kit')],
    brands: ['ebc', 'ebc', 'athena', 'all-balls'],
    model: code(['CK', 'SRK', 'P40'], 4),
    variants: choice('Kivitel', [['Súrlódólamellák', 'Friction plates', 'FP', 1], ['Rugókészlet', 'Spring set', 'SP', 0.45], ['Komplett készlet', 'Complete kit', 'CK', 1.8]], 3),
  },
];
