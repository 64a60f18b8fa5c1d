import { tx } from '../text';
import { type RootCategorySeed, sub } from './model';

/** Categories of guest rooms and housekeeping: cosmetics, textiles, paper and hygiene, cleaning. */
export const hospitalityRoots: RootCategorySeed[] = [
  {
    key: 'cosmetics',
    iconName: 'bottle',
    name: tx('Hotelová kozmetika', 'Hotelová kosmetika', 'Hotel cosmetics'),
    description: tx(
      'Šampóny, sprchové gély, mydlá a hygienické doplnky pre hotelové kúpeľne. Miniatúry, náhradné ' +
        'náplne aj dávkovače.',
      'Šampony, sprchové gely, mýdla a hygienické doplňky pro hotelové koupelny. Miniatury, náhradní ' +
        'náplně i dávkovače.',
      'Shampoos, shower gels, soaps and guest amenities for hotel bathrooms: miniatures, refills and ' +
        'dispensers.',
    ),
    image: { drawing: 'bottle', colour: 'green' },
    children: [
      sub(
        'cosmetics/shampoos',
        tx('Šampóny a kondicionéry', 'Šampony a kondicionéry', 'Shampoos and conditioners'),
        tx(
          'Šampóny a kondicionéry v miniatúrach aj vo veľkých baleniach.',
          'Šampony a kondicionéry v miniaturách i ve velkých baleních.',
          'Shampoos and conditioners in miniatures and large refills.',
        ),
        'bottle',
        'amber',
      ),
      sub(
        'cosmetics/shower',
        tx('Sprchové gély a telové mlieka', 'Sprchové gely a tělová mléka', 'Shower gels and lotions'),
        tx(
          'Sprchové gély a telové mlieka s príjemnou vôňou pre hotelových hostí.',
          'Sprchové gely a tělová mléka s příjemnou vůní pro hotelové hosty.',
          'Pleasantly scented shower gels and body lotions for hotel guests.',
        ),
        'bottle',
        'blue',
      ),
      sub(
        'cosmetics/soaps',
        tx('Mydlá', 'Mýdla', 'Soaps'),
        tx(
          'Tuhé mydielka v obale a tekuté mydlá do dávkovačov.',
          'Tuhá mýdélka v obalu a tekutá mýdla do dávkovačů.',
          'Wrapped soap bars and liquid soaps for dispensers.',
        ),
        'soap',
        'white',
      ),
      sub(
        'cosmetics/amenities',
        tx('Hotelové doplnky', 'Hotelové doplňky', 'Guest amenities'),
        tx(
          'Hygienické, zubné a šijacie súpravy, čiapky do sprchy a hubky na topánky.',
          'Hygienické, zubní a šicí sady, čepice do sprchy a houbičky na boty.',
          'Vanity, dental and sewing kits, shower caps and shoe shine sponges.',
        ),
        'amenity-box',
        'white',
      ),
      sub(
        'cosmetics/dispensers',
        tx('Dávkovače', 'Dávkovače', 'Dispensers'),
        tx(
          'Nástenné dávkovače a držiaky na mydlo, šampón a sprchový gél.',
          'Nástěnné dávkovače a držáky na mýdlo, šampon a sprchový gel.',
          'Wall dispensers and holders for soap, shampoo and shower gel.',
        ),
        'wall-dispenser',
        'white',
      ),
    ],
  },
  {
    key: 'textiles',
    iconName: 'towel',
    name: tx('Textil', 'Textil', 'Textiles'),
    description: tx(
      'Obrusy, obrúsky, uteráky, posteľná bielizeň a pracovné oblečenie. Hotelová kvalita, ktorá vydrží ' +
        'priemyselné pranie.',
      'Ubrusy, ubrousky, ručníky, ložní prádlo a pracovní oděvy. Hotelová kvalita, která vydrží ' +
        'průmyslové praní.',
      'Tablecloths, napkins, towels, bed linen and workwear in hotel quality that stands up to ' +
        'industrial laundering.',
    ),
    image: { drawing: 'towel-stack', colour: 'white' },
    children: [
      sub(
        'textiles/tablecloths',
        tx('Obrusy', 'Ubrusy', 'Tablecloths'),
        tx(
          'Hranaté aj okrúhle obrusy a behúne pre reštaurácie a bankety.',
          'Hranaté i kulaté ubrusy a běhouny pro restaurace a bankety.',
          'Square, rectangular and round tablecloths and runners for restaurants and banquets.',
        ),
        'tablecloth',
        'white',
      ),
      sub(
        'textiles/napkins',
        tx('Látkové obrúsky', 'Látkové ubrousky', 'Cloth napkins'),
        tx(
          'Látkové obrúsky z bavlny a polyesteru v mnohých farbách.',
          'Látkové ubrousky z bavlny a polyesteru v mnoha barvách.',
          'Cotton and polyester cloth napkins in many colours.',
        ),
        'napkin-folded',
        'burgundy',
      ),
      sub(
        'textiles/towels',
        tx('Uteráky a osušky', 'Ručníky a osušky', 'Towels'),
        tx(
          'Savé froté uteráky, osušky a kúpeľňové predložky.',
          'Savé froté ručníky, osušky a koupelnové předložky.',
          'Absorbent terry towels, bath towels and bath mats.',
        ),
        'towel-stack',
        'white',
      ),
      sub(
        'textiles/bedding',
        tx('Posteľná bielizeň', 'Ložní prádlo', 'Bed linen'),
        tx(
          'Obliečky a plachty pre hotely a penzióny.',
          'Povlečení a prostěradla pro hotely a penziony.',
          'Duvet covers, pillowcases and sheets for hotels and guesthouses.',
        ),
        'linen-stack',
        'white',
      ),
      sub(
        'textiles/workwear',
        tx('Pracovné oblečenie', 'Pracovní oděvy', 'Workwear'),
        tx(
          'Zástery, kuchárske rondony a kuchynské utierky.',
          'Zástěry, kuchařské rondony a kuchyňské utěrky.',
          'Aprons, chef jackets and tea towels.',
        ),
        'apron',
        'black',
      ),
      sub(
        'textiles/bathrobes',
        tx('Župany a papuče', 'Župany a pantofle', 'Bathrobes and slippers'),
        tx(
          'Hotelové župany a papuče pre izby aj wellness.',
          'Hotelové župany a pantofle pro pokoje i wellness.',
          'Hotel bathrobes and slippers for guest rooms and spas.',
        ),
        'bathrobe',
        'white',
      ),
    ],
  },
  {
    key: 'paper-hygiene',
    iconName: 'roll',
    name: tx('Papier a hygiena', 'Papír a hygiena', 'Paper and hygiene'),
    description: tx(
      'Toaletný papier, papierové utierky, servítky a zásobníky. Spotrebný materiál pre toalety, ' +
        'kuchyne a stolovanie.',
      'Toaletní papír, papírové ručníky, ubrousky a zásobníky. Spotřební materiál pro toalety, kuchyně ' +
        'a stolování.',
      'Toilet paper, paper towels, napkins and dispensers: consumables for washrooms, kitchens and tables.',
    ),
    image: { drawing: 'toilet-rolls', colour: 'white' },
    children: [
      sub(
        'paper-hygiene/toilet-paper',
        tx('Toaletný papier', 'Toaletní papír', 'Toilet paper'),
        tx(
          'Dvoj- a trojvrstvový toaletný papier a veľké rolky Jumbo.',
          'Dvou- a třívrstvý toaletní papír a velké role Jumbo.',
          '2-ply and 3-ply toilet paper and jumbo rolls.',
        ),
        'toilet-rolls',
        'white',
      ),
      sub(
        'paper-hygiene/towels',
        tx('Papierové utierky', 'Papírové ručníky', 'Paper towels'),
        tx(
          'Skladané utierky Z-Z, utierky v rolke a kuchynské utierky.',
          'Skládané ručníky Z-Z, ručníky v roli a kuchyňské utěrky.',
          'Z-fold towels, towel rolls and kitchen paper.',
        ),
        'towel-pack',
        'white',
      ),
      sub(
        'paper-hygiene/napkins',
        tx('Papierové servítky', 'Papírové ubrousky', 'Paper napkins'),
        tx(
          'Papierové servítky na stôl, ku koktailom aj do zásobníkov.',
          'Papírové ubrousky na stůl, ke koktejlům i do zásobníků.',
          'Paper napkins for tables, cocktails and dispensers.',
        ),
        'napkin-stack',
        'burgundy',
      ),
      sub(
        'paper-hygiene/dispensers',
        tx('Zásobníky a koše', 'Zásobníky a koše', 'Dispensers and bins'),
        tx(
          'Zásobníky na toaletný papier a utierky a koše na odpadky.',
          'Zásobníky na toaletní papír a ručníky a koše na odpadky.',
          'Toilet roll and towel dispensers and waste bins.',
        ),
        'towel-dispenser',
        'white',
      ),
      sub(
        'paper-hygiene/hygiene',
        tx('Hygienické potreby', 'Hygienické potřeby', 'Hygiene supplies'),
        tx(
          'Rukavice, dezinfekcia na ruky, lekárničky a hygienické vrecká.',
          'Rukavice, dezinfekce na ruce, lékárničky a hygienické sáčky.',
          'Gloves, hand sanitiser, first aid kits and sanitary bags.',
        ),
        'glove-box',
        'blue',
      ),
    ],
  },
  {
    key: 'cleaning',
    iconName: 'spray',
    name: tx('Čistiace prostriedky', 'Čisticí prostředky', 'Cleaning'),
    description: tx(
      'Prostriedky na umývanie riadu, čistenie povrchov, podláh a sanitárnych zariadení. K nim mopy, ' +
        'handry a ďalšie pomôcky.',
      'Prostředky na mytí nádobí, čištění povrchů, podlah a sanitárních zařízení. K nim mopy, utěrky a ' +
        'další pomůcky.',
      'Products for dishwashing and for cleaning surfaces, floors and washrooms, plus mops, cloths and ' +
        'other tools.',
    ),
    image: { drawing: 'spray-bottle', colour: 'blue' },
    children: [
      sub(
        'cleaning/dishwashing',
        tx('Umývanie riadu', 'Mytí nádobí', 'Dishwashing'),
        tx(
          'Prostriedky na ručné a strojové umývanie riadu a oplachovače.',
          'Prostředky na ruční a strojové mytí nádobí a oplachovače.',
          'Detergents for hand and machine dishwashing and rinse aids.',
        ),
        'canister',
        'blue',
      ),
      sub(
        'cleaning/surfaces',
        tx('Čistenie povrchov', 'Čištění povrchů', 'Surface cleaning'),
        tx(
          'Čističe na sklo, univerzálne čističe a odmasťovače.',
          'Čističe na sklo, univerzální čističe a odmašťovače.',
          'Glass cleaners, all-purpose cleaners and degreasers.',
        ),
        'spray-bottle',
        'turquoise',
      ),
      sub(
        'cleaning/sanitary',
        tx('Sanitárna hygiena', 'Sanitární hygiena', 'Washroom cleaning'),
        tx(
          'Čističe na WC, odstraňovače vodného kameňa a dezinfekcia povrchov.',
          'Čističe na WC, odstraňovače vodního kamene a dezinfekce povrchů.',
          'Toilet cleaners, limescale removers and surface disinfectants.',
        ),
        'cleaner-bottle',
        'pink',
      ),
      sub(
        'cleaning/floors',
        tx('Podlahy', 'Podlahy', 'Floor care'),
        tx(
          'Čističe na podlahy, ploché mopy a vedrá so žmýkačom.',
          'Čističe na podlahy, ploché mopy a kbelíky se ždímačem.',
          'Floor cleaners, flat mops and mop buckets.',
        ),
        'bucket',
        'blue',
      ),
      sub(
        'cleaning/tools',
        tx('Upratovacie pomôcky', 'Úklidové pomůcky', 'Cleaning tools'),
        tx(
          'Handry z mikrovlákna, hubky a rozprašovače vo farbách HACCP.',
          'Utěrky z mikrovlákna, houbičky a rozprašovače v barvách HACCP.',
          'Microfibre cloths, sponges and spray bottles in HACCP colours.',
        ),
        'cloth',
        'yellow',
      ),
    ],
  },
];
