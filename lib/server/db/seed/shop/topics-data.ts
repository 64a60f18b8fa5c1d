import type { Localized, RootCategoryKey } from './types';

export interface TopicText {
  name: string;
  slug: string;
  content: string;
}

export interface TopicSeed {
  translations: Localized<TopicText>;
  categories: RootCategoryKey[];
  children?: TopicSeed[];
}

function text(name: string, slug: string, content: string): TopicText {
  return { name, slug, content };
}

export const topicSeeds: TopicSeed[] = [
  {
    translations: {
      sk: text(
        'Pre reštaurácie',
        'pre-restauracie',
        'Všetko, na čom stojí prevádzka reštaurácie: porcelán a príbory, profesionálna kuchyňa aj hygiena. ' +
          'Vyberáme tovar, ktorý vydrží každodenný servis aj priemyselnú umývačku.',
      ),
      cs: text(
        'Pro restaurace',
        'pro-restaurace',
        'Vše, na čem stojí provoz restaurace: porcelán a příbory, profesionální kuchyně i hygiena. ' +
          'Vybíráme zboží, které vydrží každodenní servis i průmyslovou myčku.',
      ),
      en: text(
        'For restaurants',
        'for-restaurants',
        'Everything a restaurant runs on: porcelain and cutlery, the professional kitchen and hygiene. ' +
          'We choose goods that survive daily service and the commercial dishwasher.',
      ),
    },
    categories: ['tableware', 'cutlery', 'glass', 'kitchen', 'cleaning'],
    children: [
      {
        translations: {
          sk: text(
            'Servírovanie a stolovanie',
            'servirovanie-a-stolovanie',
            'Taniere, misy, príbory a poháre, ktoré sa dajú dokupovať aj o niekoľko rokov. ' +
              'Jednotný servis na stole pôsobí upravene a šetrí čas pri umývaní.',
          ),
          cs: text(
            'Servírování a stolování',
            'servirovani-a-stolovani',
            'Talíře, mísy, příbory a sklenice, které lze dokupovat i za několik let. ' +
              'Jednotný servis na stole působí upraveně a šetří čas při mytí.',
          ),
          en: text(
            'Serving and table setting',
            'serving-and-table-setting',
            'Plates, bowls, cutlery and glasses you can still reorder years from now. ' +
              'A matching set looks neat on the table and saves time at the dishwasher.',
          ),
        },
        categories: ['tableware', 'cutlery', 'glass'],
      },
      {
        translations: {
          sk: text(
            'Profesionálna kuchyňa',
            'profesionalna-kuchyna',
            'Gastronádoby, hrnce, nože a kuchynská technika pre rušnú kuchyňu. ' +
              'Rozmery GN sú kompatibilné s bežnými konvektomatmi a chladiacimi stolmi.',
          ),
          cs: text(
            'Profesionální kuchyně',
            'profesionalni-kuchyne',
            'Gastronádoby, hrnce, nože a kuchyňská technika pro rušnou kuchyni. ' +
              'Rozměry GN odpovídají běžným konvektomatům a chladicím stolům.',
          ),
          en: text(
            'Professional kitchen',
            'professional-kitchen',
            'Gastronorm containers, pots, knives and equipment for a busy kitchen. ' +
              'GN sizes fit standard combi ovens and refrigerated counters.',
          ),
        },
        categories: ['kitchen', 'technology'],
      },
      {
        translations: {
          sk: text(
            'Hygiena prevádzky',
            'hygiena-prevadzky',
            'Čistiace prostriedky, dezinfekcia, utierky a papierové výrobky pre kuchyňu aj toalety hostí. ' +
              'Pomôžu vám splniť požiadavky HACCP bez zbytočných nákladov.',
          ),
          cs: text(
            'Hygiena provozu',
            'hygiena-provozu',
            'Čisticí prostředky, dezinfekce, utěrky a papírové výrobky pro kuchyň i toalety hostů. ' +
              'Pomohou vám splnit požadavky HACCP bez zbytečných nákladů.',
          ),
          en: text(
            'Kitchen hygiene',
            'kitchen-hygiene',
            'Detergents, disinfectants, cloths and paper products for the kitchen and guest washrooms. ' +
              'They help you meet HACCP requirements without overspending.',
          ),
        },
        categories: ['cleaning', 'paper-hygiene'],
      },
      {
        translations: {
          sk: text(
            'Textil do reštaurácie',
            'textil-do-restauracie',
            'Obrusy, napperony, servítky a zástery pre obsluhu. ' +
              'Materiály zvládajú pranie pri vysokých teplotách.',
          ),
          cs: text(
            'Textil do restaurace',
            'textil-do-restaurace',
            'Ubrusy, napperony, ubrousky a zástěry pro obsluhu. ' +
              'Materiály zvládají praní při vysokých teplotách.',
          ),
          en: text(
            'Restaurant linen',
            'restaurant-linen',
            'Tablecloths, table runners, napkins and aprons for ' +
              'your staff, made to be washed at high temperatures.',
          ),
        },
        categories: ['textiles'],
      },
    ],
  },
  {
    translations: {
      sk: text(
        'Pre hotely',
        'pre-hotely',
        'Vybavenie izieb, kúpeľní a raňajkovej reštaurácie na jednom mieste. ' +
          'Hotelom dodávame v pravidelných intervaloch a za individuálne ceny.',
      ),
      cs: text(
        'Pro hotely',
        'pro-hotely',
        'Vybavení pokojů, koupelen a snídaňové restaurace na jednom místě. ' +
          'Hotelům dodáváme v pravidelných intervalech a za individuální ceny.',
      ),
      en: text(
        'For hotels',
        'for-hotels',
        'Supplies for rooms, bathrooms and the breakfast restaurant in one place. ' +
          'We deliver to hotels on a regular schedule and at individual prices.',
      ),
    },
    categories: ['cosmetics', 'textiles', 'tableware', 'paper-hygiene'],
    children: [
      {
        translations: {
          sk: text(
            'Hotelová kozmetika',
            'hotelova-kozmetika',
            'Mydlá, šampóny, sprchové gély a doplnky v jednotnom dizajne. ' +
              'Na výber sú mini balenia aj dávkovače.',
          ),
          cs: text(
            'Hotelová kosmetika',
            'hotelova-kosmetika',
            'Mýdla, šampony, sprchové gely a doplňky v jednotném designu. ' +
              'Na výběr jsou mini balení i dávkovače.',
          ),
          en: text(
            'Hotel amenities',
            'hotel-amenities',
            'Soaps, shampoos, shower gels and accessories in one design, as miniatures or in dispensers.',
          ),
        },
        categories: ['cosmetics'],
      },
      {
        translations: {
          sk: text(
            'Raňajkový bufet',
            'ranajkovy-bufet',
            'Dávkovače cereálií a džúsov, chafingy, etažéry a menovky. Bufet zostane prehľadný aj v špičke.',
          ),
          cs: text(
            'Snídaňový bufet',
            'snidanovy-bufet',
            'Dávkovače cereálií a džusů, chafingy, etažéry a jmenovky. Bufet zůstane přehledný i ve špičce.',
          ),
          en: text(
            'Breakfast buffet',
            'breakfast-buffet',
            'Cereal and juice dispensers, chafing dishes, tiered ' +
              'stands and labels that keep the buffet tidy at peak.',
          ),
        },
        categories: ['tableware', 'glass', 'kitchen'],
      },
      {
        translations: {
          sk: text(
            'Izbový a kúpeľňový textil',
            'izbovy-a-kupelnovy-textil',
            'Posteľná bielizeň, uteráky, osušky a župany v hotelovej kvalite s vysokou gramážou.',
          ),
          cs: text(
            'Pokojový a koupelnový textil',
            'pokojovy-a-koupelnovy-textil',
            'Ložní prádlo, ručníky, osušky a župany v hotelové kvalitě s vysokou gramáží.',
          ),
          en: text(
            'Room and bathroom linen',
            'room-and-bathroom-linen',
            'Bed linen, hand towels, bath towels and bathrobes in heavy, hotel-grade quality.',
          ),
        },
        categories: ['textiles'],
      },
      {
        translations: {
          sk: text(
            'Housekeeping a upratovanie',
            'housekeeping-a-upratovanie',
            'Upratovacie vozíky, čistiace prostriedky a toaletný ' +
              'papier vo veľkých baleniach pre housekeeping.',
          ),
          cs: text(
            'Housekeeping a úklid',
            'housekeeping-a-uklid',
            'Úklidové vozíky, čisticí prostředky a toaletní papír ve velkých baleních pro housekeeping.',
          ),
          en: text(
            'Housekeeping',
            'housekeeping',
            'Cleaning trolleys, detergents and bulk packs of toilet paper for your housekeeping team.',
          ),
        },
        categories: ['cleaning', 'paper-hygiene'],
      },
    ],
  },
  {
    translations: {
      sk: text(
        'Pre kaviarne a bary',
        'pre-kaviarne-a-bary',
        'Šálky na espresso aj cappuccino, barové sklo, technika a obaly na kávu so sebou. ' +
          'Sortiment pre miesta, kde záleží na každom detaile na pulte.',
      ),
      cs: text(
        'Pro kavárny a bary',
        'pro-kavarny-a-bary',
        'Šálky na espresso i cappuccino, barové sklo, technika a obaly na kávu s sebou. ' +
          'Sortiment pro místa, kde záleží na každém detailu na pultu.',
      ),
      en: text(
        'For cafés and bars',
        'for-cafes-and-bars',
        'Espresso and cappuccino cups, bar glassware, equipment and coffee-to-go ' +
          'packaging for places where every detail on the counter matters.',
      ),
    },
    categories: ['glass', 'tableware', 'technology', 'disposables'],
    children: [
      {
        translations: {
          sk: text(
            'Kávový servis',
            'kavovy-servis',
            'Šálky s podšálkami, mliekovky, lyžičky a tampery. Porcelán s hrubou stenou drží teplotu kávy.',
          ),
          cs: text(
            'Kávový servis',
            'kavovy-servis',
            'Šálky s podšálky, mléčenky, lžičky a tampery. Porcelán se silnou stěnou drží teplotu kávy.',
          ),
          en: text(
            'Coffee service',
            'coffee-service',
            'Cups and saucers, milk jugs, spoons and tampers. Thick-walled porcelain keeps the coffee hot.',
          ),
        },
        categories: ['tableware', 'technology'],
      },
      {
        translations: {
          sk: text(
            'Barové sklo',
            'barove-sklo',
            'Poháre na koktaily, long drinky, pivo a víno s cejchom aj bez neho, odolné voči umývačke.',
          ),
          cs: text(
            'Barové sklo',
            'barove-sklo',
            'Sklenice na koktejly, long drinky, pivo a víno s cejchem i bez něj, odolné v myčce.',
          ),
          en: text(
            'Bar glassware',
            'bar-glassware',
            'Cocktail, long drink, beer and wine glasses, with or without a fill line, dishwasher resistant.',
          ),
        },
        categories: ['glass'],
      },
      {
        translations: {
          sk: text(
            'Take-away a jednorazové obaly',
            'take-away-a-jednorazove-obaly',
            'Kelímky, viečka, tašky a menu boxy pre predaj so sebou, vrátane kompostovateľných variantov.',
          ),
          cs: text(
            'Take-away a jednorázové obaly',
            'take-away-a-jednorazove-obaly',
            'Kelímky, víčka, tašky a menu boxy pro prodej s sebou, včetně kompostovatelných variant.',
          ),
          en: text(
            'Take-away packaging',
            'take-away-packaging',
            'Cups, lids, bags and meal boxes for take-away sales, including compostable options.',
          ),
        },
        categories: ['disposables'],
      },
    ],
  },
  {
    translations: {
      sk: text(
        'Catering a eventy',
        'catering-a-eventy',
        'Od firemného rautu po svadbu pre dvesto hostí: stolovanie, výdaj teplých ' +
          'jedál a jednorazový riad. Na väčšie akcie pripravíme ponuku na mieru.',
      ),
      cs: text(
        'Catering a eventy',
        'catering-a-eventy',
        'Od firemního rautu po svatbu pro dvě stě hostů: stolování, výdej teplých ' +
          'jídel a jednorázové nádobí. Na větší akce připravíme nabídku na míru.',
      ),
      en: text(
        'Catering and events',
        'catering-and-events',
        'From a corporate reception to a wedding for two hundred guests: table setting, ' +
          'hot food service and disposables. We prepare tailored quotes for large events.',
      ),
    },
    categories: ['disposables', 'tableware', 'kitchen', 'textiles'],
    children: [
      {
        translations: {
          sk: text(
            'Banketové stolovanie',
            'banketove-stolovanie',
            'Stohovateľné taniere, príbory vo veľkých baleniach a banketové obrusy pre rýchlu prípravu sály.',
          ),
          cs: text(
            'Banketové stolování',
            'banketove-stolovani',
            'Stohovatelné talíře, příbory ve velkých baleních a banketové ubrusy pro rychlou přípravu sálu.',
          ),
          en: text(
            'Banquet table setting',
            'banquet-table-setting',
            'Stackable plates, cutlery in bulk packs and banquet tablecloths to set up a hall quickly.',
          ),
        },
        categories: ['tableware', 'cutlery', 'textiles'],
      },
      {
        translations: {
          sk: text(
            'Výdaj teplých jedál',
            'vydaj-teplych-jedal',
            'Chafingy, termoboxy a ohrievacie platne, ktoré udržia jedlo teplé od kuchyne až po bufet.',
          ),
          cs: text(
            'Výdej teplých jídel',
            'vydej-teplych-jidel',
            'Chafingy, termoboxy a ohřívací desky, které udrží jídlo teplé od kuchyně až po bufet.',
          ),
          en: text(
            'Keeping food warm',
            'keeping-food-warm',
            'Chafing dishes, insulated boxes and warming plates ' +
              'that keep food hot from the kitchen to the buffet.',
          ),
        },
        categories: ['kitchen', 'technology'],
      },
      {
        translations: {
          sk: text(
            'Jednorazový riad na akcie',
            'jednorazovy-riad-na-akcie',
            'Taniere, misky, príbory a poháre na jedno použitie z papiera, dreva a bagasy.',
          ),
          cs: text(
            'Jednorázové nádobí na akce',
            'jednorazove-nadobi-na-akce',
            'Talíře, misky, příbory a kelímky na jedno použití z papíru, dřeva a bagasy.',
          ),
          en: text(
            'Disposables for events',
            'disposables-for-events',
            'Single-use plates, bowls, cutlery and cups made of paper, wood and bagasse.',
          ),
        },
        categories: ['disposables'],
      },
    ],
  },
  {
    translations: {
      sk: text(
        'Novinky sezóny',
        'novinky-sezony',
        'Tovar, ktorý práve teraz objednávajú naši zákazníci: sezónne kolekcie, ' +
          'novinky dodávateľov a výpredaj toho, čo sa do skladu už nezmestí.',
      ),
      cs: text(
        'Novinky sezóny',
        'novinky-sezony',
        'Zboží, které právě teď objednávají naši zákazníci: sezónní kolekce, ' +
          'novinky dodavatelů a výprodej toho, co se do skladu už nevejde.',
      ),
      en: text(
        'New this season',
        'new-this-season',
        'What our customers are ordering right now: seasonal collections, new lines ' +
          'from our suppliers and a clearance of what no longer fits in the warehouse.',
      ),
    },
    categories: ['tableware', 'glass', 'textiles', 'clearance'],
    children: [
      {
        translations: {
          sk: text(
            'Letná terasa',
            'letna-terasa',
            'Nerozbitné poháre, odolný riad a textil pre vonkajšie sedenie, ktorý vydrží slnko aj dážď.',
          ),
          cs: text(
            'Letní terasa',
            'letni-terasa',
            'Nerozbitné sklenice, odolné nádobí a textil pro venkovní posezení, který vydrží slunce i déšť.',
          ),
          en: text(
            'Summer terrace',
            'summer-terrace',
            'Unbreakable glasses, tough tableware and outdoor textiles that stand up to sun and rain.',
          ),
        },
        categories: ['glass', 'disposables', 'textiles'],
      },
      {
        translations: {
          sk: text(
            'Vianočná sezóna',
            'vianocna-sezona',
            'Slávnostné stolovanie, sviečky, servítky a darčekové ' +
              'balenia pre firemné večierky aj sviatočné menu.',
          ),
          cs: text(
            'Vánoční sezóna',
            'vanocni-sezona',
            'Slavnostní stolování, svíčky, ubrousky a dárková balení pro firemní večírky i sváteční menu.',
          ),
          en: text(
            'Christmas season',
            'christmas-season',
            'Festive table settings, candles, napkins and gift packs for company parties and holiday menus.',
          ),
        },
        categories: ['tableware', 'textiles', 'glass'],
      },
      {
        translations: {
          sk: text(
            'Výpredaj sezónneho tovaru',
            'vypredaj-sezonneho-tovaru',
            'Doplnky z minulých sezón a posledné kusy za znížené ceny, kým sú zásoby.',
          ),
          cs: text(
            'Výprodej sezónního zboží',
            'vyprodej-sezonniho-zbozi',
            'Doplňky z minulých sezón a poslední kusy za snížené ceny, dokud jsou zásoby.',
          ),
          en: text(
            'Seasonal clearance',
            'seasonal-clearance',
            'Items from past seasons and last pieces at reduced prices while stocks last.',
          ),
        },
        categories: ['clearance'],
      },
    ],
  },
  {
    translations: {
      sk: text(
        'Udržateľnosť',
        'udrzatelnost',
        'Menej odpadu a menej chémie bez kompromisov v prevádzke: kompostovateľné ' +
          'obaly, ekologické čistenie a znovu plniteľná kozmetika s certifikátmi.',
      ),
      cs: text(
        'Udržitelnost',
        'udrzitelnost',
        'Méně odpadu a méně chemie bez kompromisů v provozu: kompostovatelné ' +
          'obaly, ekologický úklid a znovu plnitelná kosmetika s certifikáty.',
      ),
      en: text(
        'Sustainability',
        'sustainability',
        'Less waste and fewer chemicals without compromising service: compostable ' +
          'packaging, eco-friendly cleaning and certified refillable amenities.',
      ),
    },
    categories: ['disposables', 'cleaning', 'cosmetics'],
    children: [
      {
        translations: {
          sk: text(
            'Kompostovateľné obaly',
            'kompostovatelne-obaly',
            'Obaly z bagasy, PLA a papiera s certifikátom kompostovateľnosti podľa normy EN 13432.',
          ),
          cs: text(
            'Kompostovatelné obaly',
            'kompostovatelne-obaly',
            'Obaly z bagasy, PLA a papíru s certifikátem kompostovatelnosti podle normy EN 13432.',
          ),
          en: text(
            'Compostable packaging',
            'compostable-packaging',
            'Packaging made of bagasse, PLA and paper, certified compostable to EN 13432.',
          ),
        },
        categories: ['disposables'],
      },
      {
        translations: {
          sk: text(
            'Ekologická čistiaca chémia',
            'ekologicka-cistiaca-chemia',
            'Koncentráty s ekoznačkou, ktoré šetria obaly aj miesto v sklade a sú šetrné k odpadovým vodám.',
          ),
          cs: text(
            'Ekologická čisticí chemie',
            'ekologicka-cistici-chemie',
            'Koncentráty s ekoznačkou, které šetří obaly i místo ve skladu a jsou šetrné k odpadním vodám.',
          ),
          en: text(
            'Eco-friendly cleaning',
            'eco-friendly-cleaning',
            'Eco-labelled concentrates that save packaging and storage space and are gentle on waste water.',
          ),
        },
        categories: ['cleaning'],
      },
      {
        translations: {
          sk: text(
            'Znovu plniteľná kozmetika',
            'znovu-plnitelna-kozmetika',
            'Dávkovače na stenu a veľkoobjemové náplne namiesto stoviek malých fľaštičiek.',
          ),
          cs: text(
            'Znovu plnitelná kosmetika',
            'znovu-plnitelna-kosmetika',
            'Nástěnné dávkovače a velkoobjemové náplně místo stovek malých lahviček.',
          ),
          en: text(
            'Refillable amenities',
            'refillable-amenities',
            'Wall-mounted dispensers and bulk refills instead of hundreds of tiny bottles.',
          ),
        },
        categories: ['cosmetics'],
      },
    ],
  },
];
