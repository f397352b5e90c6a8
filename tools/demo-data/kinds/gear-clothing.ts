import { noun, type ProductKind } from './kind';
import { byBrand, line } from './model-codes';
import { apparel, basics, gloves, leather } from './variants-gear';

const TOURING_LINES = [
  'Tourino', 'Carese', 'Atlas', 'Vento', 'Nordkap', 'Sahara', 'Arctic', 'Horizon', 'Sierra', 'Dakar', 'Alpine',
  'Urban', 'Zephyr', 'Canyon', 'Voyager', 'Nomad', 'Ranger', 'Summit', 'Tempest', 'Frontier', 'Meridian', 'Stratos',
];
const TOURING_EDITIONS = ['II', 'III', 'Evo', 'GTX', 'Air', 'WP', 'H2O', 'Pro', 'Light', 'Lady'];
const LEATHER_LINES = ['Rocket', 'Racer', 'Café', 'Legend', 'Classic', 'Spirit', 'Imola', 'Misano', 'Assen', 'Donington', 'Brno'];
const LEATHER_EDITIONS = ['II', 'Evo', 'Perforated', 'Pro', 'Lady', 'RS'];
const MESH_LINES = ['Air Frame', 'Airflow', 'Mesh', 'Breeze', 'Aero', 'Summer', 'Ventura', 'Sirocco'];
const JEANS_LINES = ['Road', 'Denim', 'Slim', 'Straight', 'Lane', 'Avenue', 'Cargo', 'Classic'];
const JEANS_EDITIONS = ['Aramid', 'Stretch', 'L34', 'L32', 'Lady'];

/** Glove families differ by season, and Held's own glove lines are the shop's flagship goods. */
const HELD_GLOVES = { summer: ['Air n Dry', 'Phantom Air', 'Desert II', 'Dash'], winter: ['Air n Dry', 'Rain Star', 'Tonale', 'Polar II', 'Twin II'], sport: ['Evo-Thrux II', 'Phantom II', 'Chikara RR', 'Titan RR'] };

const JACKET_BRANDS = ['held', 'held', 'dainese', 'alpinestars', 'revit', 'spidi', 'modeka', 'macna'];
const LEATHER_BRANDS = ['held', 'held', 'dainese', 'alpinestars', 'spidi', 'modeka'];
const GLOVE_BRANDS = ['held', 'held', 'held', 'alpinestars', 'dainese', 'revit', 'macna', 'spidi', 'modeka'];

export const CLOTHING_KINDS: readonly ProductKind[] = [
  {
    category: 'textil-kabat', weight: 35, text: 'apparel', fitment: null, price: [59990, 289990],
    nouns: [noun('textil motoros kabát', 'textile motorcycle jacket'), noun('túrakabát', 'touring jacket'), noun('vízálló textilkabát', 'waterproof textile jacket')],
    brands: JACKET_BRANDS, model: line(TOURING_LINES, TOURING_EDITIONS), variants: apparel,
  },
  {
    category: 'borkabat', weight: 15, text: 'apparel', fitment: null, price: [89990, 349990],
    nouns: [noun('bőr motoros kabát', 'leather motorcycle jacket'), noun('sport bőrkabát', 'sport leather jacket')],
    brands: LEATHER_BRANDS, model: line(LEATHER_LINES, LEATHER_EDITIONS), variants: leather,
  },
  {
    category: 'nyari-kabat', weight: 15, text: 'apparel', fitment: null, price: [39990, 129990],
    nouns: [noun('hálós nyári motoros kabát', 'summer mesh jacket')],
    brands: JACKET_BRANDS, model: line(MESH_LINES, TOURING_EDITIONS), variants: apparel,
  },
  {
    category: 'textil-nadrag', weight: 20, text: 'apparel', fitment: null, price: [49990, 199990],
    nouns: [noun('textil motoros nadrág', 'textile motorcycle trousers'), noun('túranadrág', 'touring trousers')],
    brands: JACKET_BRANDS, model: line(TOURING_LINES, TOURING_EDITIONS), variants: apparel,
  },
  {
    category: 'bornadrag', weight: 8, text: 'apparel', fitment: null, price: [79990, 249990],
    nouns: [noun('bőr motoros nadrág', 'leather motorcycle trousers')],
    brands: LEATHER_BRANDS, model: line(LEATHER_LINES, LEATHER_EDITIONS), variants: leather,
  },
  {
    category: 'motoros-farmer', weight: 12, text: 'apparel', fitment: null, price: [39990, 99990],
    nouns: [noun('motoros farmer', 'riding jeans'), noun('aramidszálas motoros farmer', 'aramid-lined riding jeans')],
    brands: ['revit', 'held', 'spidi', 'modeka', 'macna', 'knox'], model: line(JEANS_LINES, JEANS_EDITIONS), variants: basics,
  },
  {
    category: 'nyari-kesztyu', weight: 20, text: 'handsfeet', fitment: null, price: [14990, 49990],
    nouns: [noun('nyári motoros kesztyű', 'summer motorcycle gloves'), noun('kesztyű', 'gloves')],
    brands: GLOVE_BRANDS,
    model: byBrand({ held: line(HELD_GLOVES.summer, ['Lady']) }, line(['Air', 'Mesh', 'Summer', 'Breeze', 'Vent', 'Street', 'Urban', 'Cruiser'], ['Pro', 'II', 'Evo', 'Lady', 'Touch'])),
    variants: gloves,
  },
  {
    category: 'teli-kesztyu', weight: 15, text: 'handsfeet', fitment: null, price: [19990, 69990],
    nouns: [noun('téli motoros kesztyű', 'winter motorcycle gloves'), noun('vízálló kesztyű', 'waterproof gloves')],
    brands: GLOVE_BRANDS,
    model: byBrand({ held: line(HELD_GLOVES.winter, ['GTX', 'Lady']) }, line(['Polar', 'Thermo', 'Arctic', 'Storm', 'Nordic', 'Frost', 'Winter'], ['GTX', 'WP', 'H2O', 'Dry', 'Heat'])),
    variants: gloves,
  },
  {
    category: 'sport-kesztyu', weight: 15, text: 'handsfeet', fitment: null, price: [29990, 119990],
    nouns: [noun('sport motoros kesztyű', 'sport motorcycle gloves'), noun('verseny kesztyű', 'racing gloves')],
    brands: GLOVE_BRANDS,
    model: byBrand({ held: line(HELD_GLOVES.sport, ['KTC']) }, line(['GP Pro', 'SP-8', 'Race', 'Track', 'Apex', 'Corsa', 'Full Metal'], ['v3', 'R', 'RS', 'Carbon', 'Evo'])),
    variants: gloves,
  },
  {
    category: 'esoruha', weight: 10, text: 'apparel', fitment: null, price: [9990, 39990],
    nouns: [noun('esőkabát', 'rain jacket'), noun('esőnadrág', 'rain trousers'), noun('kétrészes esőruha', 'two-piece rain suit'), noun('esőoverál', 'one-piece rain suit')],
    brands: ['held', 'held', 'oxford', 'modeka', 'macna'], model: line(['Rain', 'Tempest', 'Storm', 'Drizzle', 'Monsun', 'Aqua'], ['Top', 'Pro', 'Lady', 'Evo']), variants: basics,
  },
  {
    category: 'alaoltozet', weight: 10, text: 'apparel', fitment: null, price: [9990, 34990],
    nouns: [noun('funkcionális aláöltözet felső', 'base layer top'), noun('funkcionális aláöltözet nadrág', 'base layer trousers'), noun('protektoros aláöltözet póló', 'armoured base layer shirt')],
    brands: ['held', 'dainese', 'alpinestars', 'revit', 'knox', 'oxford'], model: line(['Skin Cool', 'Thermal', 'Merino', 'Dry', 'Base', 'Active'], ['Long', 'Short', 'Lady', 'Pro']), variants: basics,
  },
];
