import { tx } from '../text';
import { type RootCategorySeed, sub } from './model';

/** Categories of the kitchen and the counter, plus the clearance section. */
export const operationsRoots: RootCategorySeed[] = [
  {
    key: 'kitchen',
    iconName: 'pot',
    name: tx('Kuchyňa', 'Kuchyně', 'Kitchen'),
    description: tx(
      'Hrnce, panvice, gastronádoby, nože a náčinie pre profesionálne kuchyne. Všetko vhodné na ' +
        'každodennú prácu vo veľkom.',
      'Hrnce, pánve, gastronádoby, nože a náčiní pro profesionální kuchyně. Vše vhodné pro každodenní ' +
        'práci ve velkém.',
      'Pots, pans, gastronorm containers, knives and utensils for professional kitchens, made for ' +
        'cooking at scale.',
    ),
    image: { drawing: 'pot', colour: 'steel' },
    children: [
      sub(
        'kitchen/pots',
        tx('Hrnce a kastróly', 'Hrnce a kastroly', 'Pots and casseroles'),
        tx(
          'Nerezové hrnce, kastróly a rajnice vhodné aj na indukciu.',
          'Nerezové hrnce, kastroly a rendlíky vhodné i pro indukci.',
          'Stainless steel stockpots, casseroles and saucepans, induction-ready.',
        ),
        'pot',
        'steel',
      ),
      sub(
        'kitchen/pans',
        tx('Panvice', 'Pánve', 'Frying pans'),
        tx(
          'Panvice s nepriľnavým povrchom, liatinové a grilovacie panvice.',
          'Pánve s nepřilnavým povrchem, litinové a grilovací pánve.',
          'Non-stick, cast-iron and grill pans.',
        ),
        'pan',
        'black',
      ),
      sub(
        'kitchen/gastronorm',
        tx('Gastronádoby', 'Gastronádoby', 'Gastronorm containers'),
        tx(
          'Gastronádoby GN vo všetkých veľkostiach a hĺbkach aj s vekami.',
          'Gastronádoby GN ve všech velikostech a hloubkách a víka k nim.',
          'GN containers in every size and depth, with matching lids.',
        ),
        'gn',
        'steel',
      ),
      sub(
        'kitchen/knives',
        tx('Kuchynské nože', 'Kuchyňské nože', 'Kitchen knives'),
        tx(
          'Kuchárske, vykosťovacie a filetovacie nože s farebným rozlíšením HACCP.',
          'Kuchařské, vykosťovací a filetovací nože s barevným rozlišením HACCP.',
          'Chef, boning and filleting knives with HACCP colour coding.',
        ),
        'chef-knife',
        'black',
      ),
      sub(
        'kitchen/utensils',
        tx('Kuchynské náčinie', 'Kuchyňské náčiní', 'Kitchen utensils'),
        tx(
          'Metly, stierky, obracačky a dosky na krájanie.',
          'Metly, stěrky, obracečky a krájecí desky.',
          'Whisks, spatulas, turners and cutting boards.',
        ),
        'whisk',
        'steel',
      ),
      sub(
        'kitchen/storage',
        tx('Skladovanie potravín', 'Skladování potravin', 'Food storage'),
        tx(
          'Dózy na potraviny a vákuové vrecká na bezpečné skladovanie surovín.',
          'Dózy na potraviny a vakuové sáčky pro bezpečné skladování surovin.',
          'Food containers and vacuum bags for storing ingredients safely.',
        ),
        'storage-box',
        'clear',
      ),
    ],
  },
  {
    key: 'disposables',
    iconName: 'cup',
    // Cups, plates and cutlery share their words with glasses, porcelain and cutlery bought to keep.
    searchWeight: -0.3,
    name: tx('Jednorazový riad', 'Jednorázové nádobí', 'Disposables'),
    description: tx(
      'Poháre, taniere, príbory a obaly na jedlo so sebou. Prednostne z papiera, dreva a cukrovej trstiny.',
      'Kelímky, talíře, příbory a obaly na jídlo s sebou. Přednostně z papíru, dřeva a cukrové třtiny.',
      'Cups, plates, cutlery and takeaway packaging, preferably made of paper, wood and sugarcane.',
    ),
    image: { drawing: 'paper-cup', colour: 'natural' },
    children: [
      sub(
        'disposables/cups',
        tx('Poháre a viečka', 'Kelímky a víčka', 'Cups and lids'),
        tx(
          'Papierové poháre na kávu, poháre z PLA na studené nápoje a viečka.',
          'Papírové kelímky na kávu, kelímky z PLA na studené nápoje a víčka.',
          'Paper coffee cups, PLA cups for cold drinks, and lids.',
        ),
        'paper-cup',
        'white',
      ),
      sub(
        'disposables/plates',
        tx('Taniere a misky', 'Talíře a misky', 'Plates and bowls'),
        tx(
          'Kompostovateľné taniere a misky z cukrovej trstiny a papiera.',
          'Kompostovatelné talíře a misky z cukrové třtiny a papíru.',
          'Compostable plates and bowls made of sugarcane and paper.',
        ),
        'eco-plate',
        'natural',
      ),
      sub(
        'disposables/cutlery',
        tx('Jednorazové príbory a slamky', 'Jednorázové příbory a brčka', 'Disposable cutlery and straws'),
        tx(
          'Drevené príbory a papierové slamky.',
          'Dřevěné příbory a papírová brčka.',
          'Wooden cutlery and paper straws.',
        ),
        'straws',
        'red',
      ),
      sub(
        'disposables/boxes',
        tx('Obaly na jedlo', 'Obaly na jídlo', 'Food boxes'),
        tx(
          'Boxy na jedlo so sebou, menu boxy a krabice na pizzu.',
          'Boxy na jídlo s sebou, menu boxy a krabice na pizzu.',
          'Takeaway food boxes, meal boxes and pizza boxes.',
        ),
        'food-box',
        'natural',
      ),
      sub(
        'disposables/bags',
        tx('Tašky a vrecká', 'Tašky a sáčky', 'Bags'),
        tx(
          'Papierové tašky s uchom a vrecká na pečivo.',
          'Papírové tašky s uchem a sáčky na pečivo.',
          'Paper carrier bags and bread bags.',
        ),
        'carrier-bag',
        'natural',
      ),
    ],
  },
  {
    key: 'technology',
    iconName: 'oven',
    name: tx('Technológie', 'Technologie', 'Technology'),
    description: tx(
      'Gastro zariadenia od konvektomatov po kávovary. Dodávame s inštaláciou a servisom v Česku aj na ' +
        'Slovensku.',
      'Gastro zařízení od konvektomatů po kávovary. Dodáváme s instalací a servisem v Česku i na Slovensku.',
      'Catering equipment from combi ovens to espresso machines, delivered with installation and ' +
        'service in both countries.',
    ),
    image: { drawing: 'combi-oven', colour: 'steel' },
    children: [
      sub(
        'technology/cooking',
        tx('Varná technika', 'Varná technika', 'Cooking equipment'),
        tx(
          'Konvektomaty, konvekčné pece, indukčné variče a fritézy.',
          'Konvektomaty, konvekční trouby, indukční vařiče a fritézy.',
          'Combi ovens, convection ovens, induction hobs and fryers.',
        ),
        'combi-oven',
        'steel',
      ),
      sub(
        'technology/cooling',
        tx('Chladenie', 'Chlazení', 'Refrigeration'),
        tx(
          'Chladiace a mraziace skrine a výrobníky ľadu.',
          'Chladicí a mrazicí skříně a výrobníky ledu.',
          'Refrigerated and freezer cabinets and ice makers.',
        ),
        'fridge',
        'steel',
      ),
      sub(
        'technology/coffee',
        tx('Kávovary a mlynčeky', 'Kávovary a mlýnky', 'Coffee machines'),
        tx(
          'Pákové kávovary a mlynčeky na kávu pre kaviarne a bary.',
          'Pákové kávovary a mlýnky na kávu pro kavárny a bary.',
          'Espresso machines and coffee grinders for cafés and bars.',
        ),
        'espresso-machine',
        'steel',
      ),
      sub(
        'technology/dishwashers',
        tx('Umývačky riadu', 'Myčky nádobí', 'Dishwashers'),
        tx(
          'Umývačky pohárov, podpultové a priechodné umývačky riadu.',
          'Myčky sklenic, podpultové a průchozí myčky nádobí.',
          'Glass washers, undercounter and pass-through dishwashers.',
        ),
        'dishwasher',
        'steel',
      ),
      sub(
        'technology/small',
        tx('Malé spotrebiče', 'Malé spotřebiče', 'Small appliances'),
        tx(
          'Tyčové mixéry, rýchlovarné kanvice a vákuové baliačky.',
          'Tyčové mixéry, rychlovarné konvice a vakuové baličky.',
          'Stick blenders, electric kettles and vacuum sealers.',
        ),
        'kettle',
        'steel',
      ),
    ],
  },
  {
    key: 'clearance',
    iconName: 'tag',
    name: tx('Výpredaj', 'Výprodej', 'Clearance'),
    description: tx(
      'Tovar za znížené ceny, kým trvajú zásoby. Posledné kusy, končiace kolekcie a tovar s poškodeným ' +
        'obalom.',
      'Zboží za snížené ceny, dokud trvají zásoby. Poslední kusy, končící kolekce a zboží s poškozeným ' +
        'obalem.',
      'Reduced prices while stocks last: last pieces, discontinued collections and goods with damaged ' +
        'packaging.',
    ),
    image: { drawing: 'price-tag', colour: 'red' },
    children: [
      sub(
        'clearance/last-pieces',
        tx('Posledné kusy', 'Poslední kusy', 'Last pieces'),
        tx(
          'Posledné kusy zo skladu za výhodné ceny.',
          'Poslední kusy ze skladu za výhodné ceny.',
          'The last items in stock at attractive prices.',
        ),
        'price-tag',
        'orange',
      ),
      sub(
        'clearance/discontinued',
        tx('Končiace kolekcie', 'Končící kolekce', 'Discontinued lines'),
        tx(
          'Kolekcie, ktoré výrobca prestáva vyrábať, so zľavou.',
          'Kolekce, které výrobce přestává vyrábět, se slevou.',
          'Discounted collections that the manufacturer is discontinuing.',
        ),
        'price-tag',
        'red',
      ),
      sub(
        'clearance/damaged-packaging',
        tx('Poškodené obaly', 'Poškozené obaly', 'Damaged packaging'),
        tx(
          'Nepoškodený tovar v poškodenom obale so zľavou.',
          'Nepoškozené zboží v poškozeném obalu se slevou.',
          'Undamaged goods in damaged packaging at a discount.',
        ),
        'price-tag',
        'yellow',
      ),
    ],
  },
];
