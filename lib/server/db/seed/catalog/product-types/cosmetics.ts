import { bottles, grams, litres, ml } from '../sizes';
import { gd, tx } from '../text';
import type { ProductType } from './model';

const scents = ['greenTea', 'citrus', 'lavender', 'aloe', 'unscented'] as const;
const bottleColours = ['white', 'green', 'amber', 'blue', 'anthracite', 'pink'] as const;

type CareFields =
  'genders' | 'attributes' | 'colours' | 'variants' | 'packs' | 'features' | 'cartons' | 'bulk' | 'drawing';

/** Guest toiletries: miniatures sold in packs of hundreds, refills by the bottle or canister. */
function care(type: Omit<ProductType, CareFields> & Partial<Pick<ProductType, CareFields>>): ProductType {
  return {
    genders: gd('m', 'm'),
    attributes: [...scents],
    colours: [...bottleColours],
    variants: 'pack',
    packs: { small: [50, 100, 250], large: [1, 4], from: 300 },
    features: ['dermatest', 'recyclable'],
    cartons: [1],
    drawing: { small: 'bottle', large: 'canister', from: 5000 },
    bulk: false,
    ...type,
  };
}

const kitUse = tx(
  'na doplnenie vybavenia hotelových izieb',
  'k doplnění vybavení hotelových pokojů',
  'for completing hotel room amenities',
);

function kit(type: Omit<ProductType, CareFields | 'use' | 'sizes'>): ProductType {
  return care({
    genders: gd('f', 'f'),
    use: kitUse,
    sizes: [],
    attributes: ['paperBox', 'pouch'],
    colours: ['white', 'natural', 'anthracite'],
    drawing: 'amenity-box',
    features: ['recyclable'],
    packs: [100, 250, 500],
    weight: 0.5,
    ...type,
  });
}

export const cosmeticsTypes: ProductType[] = [
  care({
    key: 'shampoo',
    category: 'cosmetics/shampoos',
    code: 'SH',
    name: tx('Šampón', 'Šampon', 'Shampoo'),
    phrase: tx('šampón', 'šampon', 'shampoo'),
    use: tx(
      'pre hotelové kúpeľne a wellness',
      'pro hotelové koupelny a wellness',
      'for hotel bathrooms and spas',
    ),
    sizes: [ml(30), ml(40), ml(300), litres(5)],
    price: [4.5, 590],
    weight: 1.5,
  }),
  care({
    key: 'conditioner',
    category: 'cosmetics/shampoos',
    code: 'KO',
    name: tx('Kondicionér', 'Kondicionér', 'Conditioner'),
    phrase: tx('kondicionér', 'kondicionér', 'conditioner'),
    use: tx(
      'na jemné a ľahko rozčesateľné vlasy',
      'pro jemné a snadno rozčesatelné vlasy',
      'for soft, easy-to-comb hair',
    ),
    sizes: [ml(30), ml(40), ml(300)],
    price: [4.9, 69],
  }),
  care({
    key: 'hair-body',
    category: 'cosmetics/shampoos',
    code: 'SV',
    name: tx('Šampón na vlasy a telo', 'Šampon na vlasy a tělo', 'Hair and body shampoo'),
    phrase: tx('šampón na vlasy a telo', 'šampon na vlasy a tělo', 'hair and body shampoo'),
    use: tx(
      'do spŕch v hoteloch, penziónoch a fitnescentrách',
      'do sprch v hotelech, penzionech a fitness centrech',
      'for showers in hotels, guesthouses and gyms',
    ),
    sizes: [ml(30), ml(300), litres(5)],
    price: [4.2, 560],
  }),
  care({
    key: 'shower-gel',
    category: 'cosmetics/shower',
    code: 'SG',
    name: tx('Sprchový gél', 'Sprchový gel', 'Shower gel'),
    phrase: tx('sprchový gél', 'sprchový gel', 'shower gel'),
    use: tx(
      'na každodennú hygienu hotelových hostí',
      'pro každodenní hygienu hotelových hostů',
      'for the daily care of hotel guests',
    ),
    sizes: [ml(30), ml(40), ml(300), litres(5)],
    price: [4.2, 620],
    weight: 1.5,
  }),
  care({
    key: 'body-lotion',
    category: 'cosmetics/shower',
    code: 'TM',
    name: tx('Telové mlieko', 'Tělové mléko', 'Body lotion'),
    phrase: tx('telové mlieko', 'tělové mléko', 'body lotion'),
    genders: gd('n', 'n'),
    use: tx(
      'na hydratáciu pokožky po sprchovaní',
      'k hydrataci pokožky po sprchování',
      'for moisturising the skin after a shower',
    ),
    sizes: [ml(30), ml(40), ml(300)],
    price: [5.5, 89],
  }),
  care({
    key: 'soap-bar',
    category: 'cosmetics/soaps',
    code: 'MY',
    drawing: 'soap',
    name: tx('Mydlo', 'Mýdlo', 'Soap bar'),
    phrase: tx('mydlo', 'mýdlo', 'soap bar'),
    genders: gd('n', 'n'),
    use: tx(
      'na umývanie rúk v hotelových kúpeľniach',
      'k mytí rukou v hotelových koupelnách',
      'for washing hands in hotel bathrooms',
    ),
    sizes: [grams(15), grams(20), grams(25), grams(40)],
    price: [2.9, 12],
    colours: ['white', 'cream', 'green', 'pink'],
    styles: [
      { label: tx('v papierovom obale', 'v papírovém obalu', 'in paper wrap') },
      { label: tx('vo fólii', 've fólii', 'in film wrap') },
    ],
    packs: [100, 250, 500],
    weight: 1.2,
  }),
  care({
    key: 'liquid-soap',
    category: 'cosmetics/soaps',
    code: 'TY',
    drawing: { small: 'pump-bottle', large: 'canister', from: 5000 },
    name: tx('Mydlo tekuté', 'Mýdlo tekuté', 'Liquid soap'),
    phrase: tx('tekuté mydlo', 'tekuté mýdlo', 'liquid soap'),
    genders: gd('n', 'n'),
    use: tx(
      'do dávkovačov na toaletách a v kuchyniach',
      'do dávkovačů na toaletách a v kuchyních',
      'for dispensers in washrooms and kitchens',
    ),
    sizes: [ml(300), ml(500), litres(1), litres(5)],
    price: [39, 390],
    packs: [1, 6],
    cartons: [6, 12],
    weight: 1.2,
  }),
  kit({
    key: 'vanity-kit',
    category: 'cosmetics/amenities',
    code: 'HS',
    name: tx('Hygienická súprava', 'Hygienická sada', 'Vanity kit'),
    phrase: tx(
      'hygienická súprava s vatovými tyčinkami a tampónmi',
      'hygienická sada s vatovými tyčinkami a tampony',
      'vanity kit with cotton buds and pads',
    ),
    price: [3.9, 5.9],
  }),
  kit({
    key: 'dental-kit',
    category: 'cosmetics/amenities',
    code: 'ZS',
    name: tx('Zubná súprava', 'Zubní sada', 'Dental kit'),
    phrase: tx(
      'zubná súprava s kefkou a pastou',
      'zubní sada s kartáčkem a pastou',
      'dental kit with toothbrush and paste',
    ),
    price: [5.9, 8.9],
  }),
  kit({
    key: 'sewing-kit',
    category: 'cosmetics/amenities',
    code: 'SS',
    name: tx('Šijacia súprava', 'Šicí sada', 'Sewing kit'),
    phrase: tx(
      'šijacia súprava s ihlou a niťami',
      'šicí sada s jehlou a nitěmi',
      'sewing kit with needle and threads',
    ),
    price: [3.5, 5.5],
    weight: 0.4,
  }),
  kit({
    key: 'shower-cap',
    category: 'cosmetics/amenities',
    code: 'CS',
    name: tx('Čiapka do sprchy', 'Čepice do sprchy', 'Shower cap'),
    phrase: tx('čiapka do sprchy', 'čepice do sprchy', 'shower cap'),
    price: [2.5, 3.9],
    weight: 0.4,
  }),
  kit({
    key: 'shoe-sponge',
    category: 'cosmetics/amenities',
    code: 'HT',
    name: tx('Hubka na topánky', 'Houbička na boty', 'Shoe shine sponge'),
    phrase: tx('hubka na topánky', 'houbička na boty', 'shoe shine sponge'),
    price: [4.5, 6.9],
    weight: 0.4,
  }),
  care({
    key: 'soap-dispenser',
    category: 'cosmetics/dispensers',
    code: 'DM',
    drawing: 'wall-dispenser',
    name: tx('Dávkovač mydla', 'Dávkovač mýdla', 'Soap dispenser'),
    phrase: tx('dávkovač mydla', 'dávkovač mýdla', 'soap dispenser'),
    use: tx(
      'na tekuté mydlo a sprchový gél',
      'na tekuté mýdlo a sprchový gel',
      'for liquid soap and shower gel',
    ),
    sizes: [ml(300), ml(400), litres(1)],
    price: [190, 890],
    attributes: ['abs', 'steel'],
    colours: ['white', 'black', 'steel'],
    colourBy: { steel: ['steel'], abs: ['white', 'black'] },
    variants: 'colour',
    features: ['lockable'],
    cartons: [1, 6],
  }),
  care({
    key: 'dispenser-holder',
    category: 'cosmetics/dispensers',
    code: 'DH',
    drawing: 'wall-dispenser',
    name: tx('Držiak na dávkovače', 'Držák na dávkovače', 'Dispenser holder'),
    phrase: tx('držiak na dávkovače', 'držák na dávkovače', 'dispenser holder'),
    use: tx(
      'na bezpečné uchytenie fliaš v sprche',
      'k bezpečnému uchycení lahví ve sprše',
      'for securing bottles in the shower',
    ),
    sizes: [bottles(1), bottles(2), bottles(3)],
    price: [290, 790],
    attributes: ['steel', 'abs'],
    colours: ['steel', 'white', 'black'],
    colourBy: { steel: ['steel'], abs: ['white', 'black'] },
    variants: 'colour',
    features: ['lockable'],
    cartons: [1, 6],
  }),
];
