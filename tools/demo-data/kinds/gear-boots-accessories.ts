import { noun, type ProductKind } from './kind';
import { byBrand, code, line, oneOf } from './model-codes';
import { choice } from './variants-parts';
import { boots, letterSizes, sizesOnly, universal } from './variants-gear';

const BOOT_BRANDS = ['tcx', 'forma', 'sidi', 'alpinestars', 'dainese', 'held'];
const BOOT_EDITIONS = ['WP', 'GTX', 'Air', 'Evo', 'II', 'Lady'];

export const BOOT_ACCESSORY_KINDS: readonly ProductKind[] = [
  {
    category: 'sportcsizma', weight: 12, text: 'handsfeet', fitment: null, price: [69990, 249990],
    nouns: [noun('sport motoros csizma', 'sport motorcycle boots')],
    brands: BOOT_BRANDS, model: line(['RT-Race', 'Ice', 'Supertech', 'Axial', 'Torque', 'Rev Pro', 'Vertigo'], BOOT_EDITIONS), variants: boots,
  },
  {
    category: 'turacsizma', weight: 12, text: 'handsfeet', fitment: null, price: [59990, 189990],
    nouns: [noun('túra motoros csizma', 'touring boots'), noun('túraenduró csizma', 'adventure boots')],
    brands: BOOT_BRANDS, model: line(['Adventure', 'Drifter', 'Explorer', 'Infinity', 'Terra', 'Tour', 'Track'], BOOT_EDITIONS), variants: boots,
  },
  {
    category: 'cross-csizma', weight: 8, text: 'handsfeet', fitment: null, price: [69990, 219990],
    nouns: [noun('cross csizma', 'motocross boots'), noun('enduro csizma', 'enduro boots')],
    brands: ['tcx', 'forma', 'sidi', 'alpinestars'], model: line(['Tech 7', 'Crossfire', 'Terrain', 'Predator', 'Comp', 'X-Helium'], ['Enduro', 'Evo', 'SRS', '2']), variants: boots,
  },
  {
    category: 'motoros-cipo', weight: 10, text: 'handsfeet', fitment: null, price: [39990, 99990],
    nouns: [noun('motoros cipő', 'riding shoes'), noun('motoros sneaker', 'riding sneakers')],
    brands: ['tcx', 'forma', 'held', 'revit', 'dainese'], model: line(['Street', 'Urban', 'Hero', 'Mood', 'Ace', 'Metro', 'Cobra'], ['WP', 'Air', 'GTX', 'Low']), variants: boots,
  },
  {
    category: 'gerincvedo', weight: 8, text: 'protector', fitment: null, price: [19990, 69990],
    nouns: [noun('gerincprotektor', 'back protector'), noun('protektoros mellény', 'protector vest')],
    brands: ['knox', 'dainese', 'alpinestars', 'held'], model: line(['Aegis', 'Pro Armor', 'Nucleon', 'Level 2', 'Back Pro', 'Flexiform'], ['CE Level 2', 'Lite', 'Evo']), variants: sizesOnly(letterSizes(['S', 'M', 'L', 'XL'])),
  },
  {
    category: 'terd-es-konyokvedo', weight: 8, text: 'protector', fitment: null, price: [9990, 39990],
    nouns: [noun('térdprotektor', 'knee protectors'), noun('könyökprotektor', 'elbow protectors'), noun('protektorbetét készlet', 'armour insert set')],
    brands: ['knox', 'dainese', 'alpinestars', 'held'], model: line(['Flexiform', 'Pro Armor', 'Nucleon', 'Micro-Lock', 'Level 2'], ['CE Level 2', 'Lite']), variants: sizesOnly([['Normál', 'Regular', 'REG'], ['Hosszított', 'Long', 'LNG']]),
  },
  {
    category: 'airbag-mellveny', weight: 4, text: 'protector', fitment: null, price: [149990, 399990],
    nouns: [noun('airbag mellény', 'airbag vest')],
    brands: ['helite', 'helite', 'dainese', 'alpinestars'], model: byBrand({ helite: oneOf(['Turtle 2', 'e-Turtle 2', 'Touring', 'GP Air 2']) }, oneOf(['Smart Jacket', 'Tech-Air 3', 'Tech-Air 5'])),
    variants: sizesOnly(letterSizes(['S', 'M', 'L', 'XL', '2XL', '3XL'])),
  },
  {
    category: 'sisakplexi', weight: 12, text: 'accessory', fitment: null, price: [9990, 49990],
    nouns: [noun('sisakplexi', 'helmet visor'), noun('páramentesítő betét', 'anti-fog insert')],
    brands: ['pinlock', 'pinlock', 'shoei', 'hjc', 'shark', 'agv'],
    model: byBrand({
      pinlock: code(['DKS'], 3, [' 70 Max Vision', ' 100 Max Vision', ' 120 Max Vision']), shoei: code(['CWR-', 'CNS-'], 1, ['', ' Pro']),
      hjc: code(['HJ-'], 2, ['', ' Pinlock Ready']), shark: code(['VZ'], 3), agv: code(['GT', 'K'], 1, [' Race', ' Tour']),
    }, code(['V'], 3)),
    variants: choice('Szín', [['víztiszta', 'clear', 'CL', 1], ['füstszínű', 'light smoke', 'LS', 1.1], ['sötét füst', 'dark smoke', 'DS', 1.1], ['irizáló', 'iridium', 'IR', 1.6]], 4),
  },
  {
    category: 'intercom', weight: 8, text: 'accessory', fitment: null, price: [49990, 149990],
    nouns: [noun('motoros kommunikációs rendszer', 'motorcycle intercom'), noun('Bluetooth sisakkommunikáció', 'Bluetooth helmet intercom')],
    brands: ['cardo', 'cardo', 'sena'], model: byBrand({
      cardo: oneOf(['Packtalk Edge', 'Packtalk Neo', 'Packtalk Outdoor', 'Packtalk Pro', 'Freecom 2X', 'Freecom 4X', 'Spirit', 'Spirit HD']),
    }, oneOf(['50S', '50R', '30K', 'Spider ST1', 'Spider RT1', '20S Evo', 'SF4', 'SRL3', 'Outrush R'])),
    variants: choice('Kivitel', [['Szóló (1 db)', 'Single', 'S', 1], ['Duó (2 db)', 'Duo', 'D', 1.85]], 2),
  },
  {
    category: 'taska', weight: 12, text: 'accessory', fitment: null, price: [9990, 79990],
    nouns: [noun('tanktáska', 'tank bag'), noun('motoros hátizsák', 'motorcycle backpack'), noun('nyeregtáska', 'saddle bag'), noun('vízálló ülésre rögzíthető táska', 'waterproof tail bag')],
    brands: ['sw-motech', 'givi', 'oxford', 'held'], model: (r) => `${r.pick(['Pro', 'EVO', 'Urban', 'Aqua', 'Drybag', 'Trekker', 'Legend'])} ${r.int(8, 60)}`,
    variants: choice('Szín', [['fekete', 'black', 'BK', 1], ['szürke', 'grey', 'GR', 1], ['fekete-narancs', 'black-orange', 'BKOR', 1.05]], 2),
  },
  {
    category: 'nyakmelegito', weight: 8, text: 'accessory', fitment: null, price: [3990, 14990],
    nouns: [noun('nyakmelegítő', 'neck warmer'), noun('maszk (balaclava)', 'balaclava'), noun('csősál', 'neck tube')],
    brands: ['held', 'oxford', 'revit', 'knox'], model: line(['Chillout', 'Windstopper', 'Comfy', 'Thermo', 'Coolmax', 'Fleece'], ['Lite', 'Pro', 'Evo']), variants: universal,
  },
];
