import { noun, type ModelGen, type ProductKind } from './kind';
import { byBrand, code, oneOf } from './model-codes';
import {
  choice, ENDURO_TYRES, OFFROAD_TYRES, OIL_CANS, ROAD_TYRES, SCOOTER_TYRES, SMALL_CANS, SPRAYS, TUBES, tyreYears, volumes,
} from './variants-parts';

/** A tyre is listed per size, as tyre shops do: 'Michelin Road 6 120/70 ZR17 (58W)'. */
function sized(lines: ModelGen, sizes: readonly string[]): ModelGen {
  return (r, brand) => `${lines(r, brand)} ${r.pick(sizes)}`;
}

const VISCOSITIES = ['10W-40', '10W-50', '15W-50', '5W-40', '20W-50'];

export const CHASSIS_CARE_KINDS: readonly ProductKind[] = [
  {
    category: 'lengescsillapito', weight: 15, text: 'chassis', fitment: 'any', price: [89990, 449990],
    nouns: [noun('hátsó lengéscsillapító', 'rear shock absorber'), noun('állítható lengéscsillapító', 'adjustable shock absorber')],
    brands: ['hyperpro', 'yss', 'yss'],
    model: byBrand({ hyperpro: code(['SA-', 'T-'], 4, [' 460', ' 36']) }, code(['MZ366-', 'MX456-', 'MZ456-'], 3, ['TRCL', 'TRJ', 'HRCL'])),
    variants: choice('Kivitel', [['Alap', 'Basic', 'B', 1], ['Hidraulikus előfeszítés-állítóval', 'With hydraulic preload adjuster', 'HP', 1.25]], 2),
  },
  {
    category: 'villarugo', weight: 10, text: 'chassis', fitment: 'any', price: [29990, 79990],
    nouns: [noun('progresszív villarugó-készlet', 'progressive fork spring kit')],
    brands: ['hyperpro', 'hyperpro', 'yss'],
    model: code(['FS', 'FSP-'], 4),
    variants: choice('Rugóállandó', [['0,85 kg/mm', '0.85 kg/mm', '085', 1], ['0,95 kg/mm', '0.95 kg/mm', '095', 1], ['1,05 kg/mm', '1.05 kg/mm', '105', 1]], 3),
  },
  {
    category: 'villaszimering', weight: 12, text: 'chassis', fitment: 'any', price: [4990, 19990],
    nouns: [noun('villaszimering-készlet', 'fork seal kit'), noun('villaszimering és porvédő készlet', 'fork seal and dust seal kit')],
    brands: ['all-balls', 'all-balls', 'athena'],
    model: code(['55-', '56-'], 3, ['', 'A']),
    variants: choice('Méret', [['41×54×11 mm', '41×54×11 mm', '41', 1], ['43×54×11 mm', '43×54×11 mm', '43', 1], ['45×57×11 mm', '45×57×11 mm', '45', 1.1]], 2),
  },
  {
    category: 'kormanycsapagy', weight: 10, text: 'chassis', fitment: 'any', price: [9990, 29990],
    nouns: [noun('kúpgörgős kormánycsapágy-készlet', 'tapered roller steering bearing kit')],
    brands: ['all-balls', 'all-balls', 'athena'],
    model: code(['22-'], 4),
    variants: choice('Kivitel', [['Csapágykészlet', 'Bearing kit', 'B', 1], ['Csapágy szimeringekkel', 'Bearings with seals', 'BS', 1.2]], 2),
  },
  {
    category: 'utcai-gumi', weight: 12, text: 'tyre', fitment: null, price: [39990, 89990],
    nouns: [noun('túra gumiabroncs', 'touring tyre'), noun('utcai gumiabroncs', 'road tyre'), noun('túraenduró gumiabroncs', 'adventure tyre')],
    brands: ['michelin', 'michelin', 'pirelli', 'metzeler', 'bridgestone', 'dunlop', 'continental'],
    model: sized(byBrand({
      michelin: oneOf(['Road 6', 'Road 6 GT', 'Pilot Road 4', 'Anakee Adventure', 'Anakee Road']),
      pirelli: oneOf(['Angel GT II', 'Angel ST', 'Scorpion Trail II', 'Angel CiTy']),
      metzeler: oneOf(['Roadtec 02', 'Tourance Next 2', 'Roadtec Z8 Interact']),
    }, oneOf(['Battlax T32', 'RoadSmart IV', 'ContiRoadAttack 4', 'Trailmax Mixtour', 'Battlax A41'])), [...ROAD_TYRES, ...ENDURO_TYRES]),
    variants: tyreYears,
  },
  {
    category: 'sport-gumi', weight: 10, text: 'tyre', fitment: null, price: [49990, 119990],
    nouns: [noun('sport gumiabroncs', 'sport tyre'), noun('hypersport gumiabroncs', 'hypersport tyre')],
    brands: ['michelin', 'pirelli', 'pirelli', 'metzeler', 'bridgestone', 'dunlop'],
    model: sized(byBrand({
      michelin: oneOf(['Power 6', 'Power GP2', 'Power Cup 2']),
      pirelli: oneOf(['Diablo Rosso IV', 'Diablo Rosso IV Corsa', 'Diablo Supercorsa SP V4']),
      metzeler: oneOf(['Sportec M9 RR', 'Racetec RR K3']),
    }, oneOf(['Battlax S23', 'Battlax RS11', 'SportSmart TT', 'ContiSportAttack 4'])), ROAD_TYRES),
    variants: tyreYears,
  },
  {
    category: 'off-road-gumi', weight: 7, text: 'tyre', fitment: null, price: [24990, 59990],
    nouns: [noun('cross gumiabroncs', 'motocross tyre'), noun('enduro gumiabroncs', 'enduro tyre')],
    brands: ['michelin', 'pirelli', 'metzeler', 'dunlop'],
    model: sized(byBrand({ michelin: oneOf(['StarCross 6', 'Enduro Medium', 'Tracker']), pirelli: oneOf(['Scorpion MX32', 'Scorpion XC Mid Hard']) }, oneOf(['MC360', 'Six Days Extreme', 'Geomax MX34', 'Karoo 4'])), OFFROAD_TYRES),
    variants: tyreYears,
  },
  {
    category: 'robogo-gumi', weight: 6, text: 'tyre', fitment: null, price: [14990, 34990],
    nouns: [noun('robogó gumiabroncs', 'scooter tyre')],
    brands: ['michelin', 'pirelli', 'continental', 'dunlop'],
    model: sized(byBrand({ michelin: oneOf(['City Grip 2', 'Power Pure SC', 'City Grip Winter']), pirelli: oneOf(['Angel Scooter', 'Diablo Rosso Scooter']) }, oneOf(['ContiScoot', 'ScootSmart 2', 'ContiTwist'])), SCOOTER_TYRES),
    variants: tyreYears,
  },
  {
    category: 'tomlo', weight: 4, text: 'tyre', fitment: null, price: [2990, 8990],
    nouns: [noun('belső tömlő', 'inner tube'), noun('erősített belső tömlő', 'heavy-duty inner tube')],
    brands: ['michelin', 'pirelli', 'metzeler'],
    model: sized(oneOf(['Airstop', 'MA-18', 'Ultra Heavy Duty', 'Standard']), TUBES),
    variants: choice('Szelep', [['TR4 egyenes szelep', 'TR4 straight valve', 'TR4', 1], ['TR6 hajlított szelep', 'TR6 angled valve', 'TR6', 1.05]], 2),
  },
  {
    category: 'motorolaj', weight: 25, text: 'fluid', fitment: null, price: [2990, 5990],
    nouns: [noun('4T motorolaj', '4-stroke engine oil'), noun('szintetikus motorolaj', 'synthetic engine oil'), noun('félszintetikus motorolaj', 'semi-synthetic engine oil')],
    brands: ['motul', 'motul', 'castrol', 'liqui-moly', 'ipone'],
    model: byBrand({
      motul: (r) => `${r.pick(['7100 4T', '5100 4T', '300V Factory Line', '3000 4T'])} ${r.pick(VISCOSITIES)}`,
      castrol: (r) => `${r.pick(['Power1 4T', 'Power1 Racing 4T', 'Actevo 4T'])} ${r.pick(VISCOSITIES)}`,
    }, (r) => `${r.pick(['Motorbike 4T Street', 'Motorbike 4T Synth', 'Full Power 4', 'R4000'])} ${r.pick(VISCOSITIES)}`),
    variants: volumes(OIL_CANS),
  },
  {
    category: 'villaolaj', weight: 8, text: 'fluid', fitment: null, price: [2990, 7990],
    nouns: [noun('villaolaj', 'fork oil')],
    brands: ['motul', 'liqui-moly', 'ipone', 'castrol'],
    model: (r) => `${r.pick(['Fork Oil Factory Line', 'Fork Oil Expert', 'Racing Fork Oil', 'Fork Oil'])} ${r.pick(['5W', '7.5W', '10W', '15W', '20W'])}`,
    variants: volumes(SMALL_CANS.slice(1)),
  },
  {
    category: 'lancspray', weight: 8, text: 'fluid', fitment: null, price: [2990, 5990],
    nouns: [noun('láncspray', 'chain lube spray'), noun('láncápoló spray', 'chain care spray')],
    brands: ['motul', 'ipone', 'liqui-moly', 'castrol'],
    model: oneOf(['C2 Chain Lube Road', 'C3 Chain Lube Off Road', 'C4 Chain Lube Factory Line', 'Chain Road Care', 'Kettenspray weiss', 'Chain Lube Racing']),
    variants: volumes(SPRAYS),
  },
  {
    category: 'tisztitoszer', weight: 10, text: 'fluid', fitment: null, price: [1990, 5990],
    nouns: [noun('tisztítószer', 'cleaner'), noun('láncmosó', 'chain cleaner'), noun('sisaktisztító', 'helmet cleaner')],
    brands: ['motul', 'liqui-moly', 'ipone', 'oxford'],
    model: oneOf(['MC Care E2 Moto Wash', 'M2 Helmet & Visor Clean', 'P2 Brake Clean', 'Bike Cleaner', 'Chain Clean', 'Mint Helmet Cleaner']),
    variants: volumes(SPRAYS),
  },
  {
    category: 'hutofolyadek', weight: 5, text: 'fluid', fitment: null, price: [2990, 7990],
    nouns: [noun('hűtőfolyadék', 'coolant')],
    brands: ['motul', 'liqui-moly', 'ipone', 'castrol'],
    model: oneOf(['Motocool Expert', 'Motocool Factory Line', 'Motorbike Coolant Ready Use', 'Radiator Liquid']),
    variants: volumes(OIL_CANS.slice(0, 2)),
  },
];
