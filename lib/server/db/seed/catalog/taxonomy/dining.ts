import { tx } from '../text';
import { type RootCategorySeed, sub } from './model';

/** Categories of everything on the table: tableware, cutlery, glass. */
export const diningRoots: RootCategorySeed[] = [
  {
    key: 'tableware',
    iconName: 'plate',
    name: tx('Stolovanie', 'Stolování', 'Tableware'),
    description: tx(
      'Porcelán a keramika pre reštaurácie, hotely a kaviarne. Taniere, misky, šálky aj servírovacie ' +
        'doplnky vydržia náročnú prevádzku.',
      'Porcelán a keramika pro restaurace, hotely a kavárny. Talíře, misky, šálky i servírovací doplňky ' +
        'vydrží náročný provoz.',
      'Porcelain and ceramics for restaurants, hotels and cafés. Plates, bowls, cups and serving pieces ' +
        'built for busy service.',
    ),
    image: { drawing: 'plate', colour: 'white' },
    children: [
      sub(
        'tableware/plates',
        tx('Taniere', 'Talíře', 'Plates'),
        tx(
          'Plytké, hlboké, dezertné aj pizza taniere z odolného porcelánu a kameniny.',
          'Mělké, hluboké, dezertní i pizza talíře z odolného porcelánu a kameniny.',
          'Flat, deep, dessert and pizza plates in durable porcelain and stoneware.',
        ),
        'plate',
        'white',
      ),
      sub(
        'tableware/bowls',
        tx('Misky a misy', 'Misky a mísy', 'Bowls'),
        tx(
          'Misky na prílohy, polievky a dezerty a veľké misy na šaláty.',
          'Misky na přílohy, polévky a dezerty a velké mísy na saláty.',
          'Bowls for sides, soups and desserts, and large bowls for salads.',
        ),
        'bowl',
        'cream',
      ),
      sub(
        'tableware/cups',
        tx('Šálky a hrnčeky', 'Šálky a hrnky', 'Cups and mugs'),
        tx(
          'Šálky na espresso, cappuccino a čaj s podšálkami a stohovateľné hrnčeky.',
          'Šálky na espresso, cappuccino a čaj s podšálky a stohovatelné hrnky.',
          'Espresso, cappuccino and tea cups with saucers, plus stackable mugs.',
        ),
        'cup-saucer',
        'white',
      ),
      sub(
        'tableware/serving',
        tx('Servírovanie', 'Servírování', 'Serving'),
        tx(
          'Podnosy, etažéry, servírovacie dosky a omáčniky na bufet aj k stolu.',
          'Podnosy, etažéry, servírovací prkénka a omáčníky na bufet i ke stolu.',
          'Trays, cake stands, serving boards and sauce boats for the buffet and the table.',
        ),
        'tray',
        'black',
      ),
      sub(
        'tableware/jugs',
        tx('Džbány a kanvice', 'Džbány a konvice', 'Jugs and teapots'),
        tx(
          'Džbány na vodu, kanvice na čaj a mliečniky ku káve.',
          'Džbány na vodu, konvice na čaj a mléčenky ke kávě.',
          'Water jugs, teapots and milk jugs for coffee service.',
        ),
        'teapot',
        'white',
      ),
    ],
  },
  {
    key: 'cutlery',
    iconName: 'cutlery',
    name: tx('Príbory', 'Příbory', 'Cutlery'),
    description: tx(
      'Príbory z nerezovej ocele 18/10 pre reštaurácie a hotely. Dodávame jednotlivo aj v baleniach po ' +
        '6 a 12 kusoch.',
      'Příbory z nerezové oceli 18/10 pro restaurace a hotely. Dodáváme jednotlivě i v baleních po 6 a ' +
        '12 kusech.',
      'Cutlery in 18/10 stainless steel for restaurants and hotels, sold singly or in packs of 6 and 12.',
    ),
    image: { drawing: 'cutlery-set', colour: 'steel' },
    children: [
      sub(
        'cutlery/table',
        tx('Jedálenské príbory', 'Jídelní příbory', 'Table cutlery'),
        tx(
          'Jedálenské vidličky, nože a lyžice pre každodennú prevádzku.',
          'Jídelní vidličky, nože a lžíce pro každodenní provoz.',
          'Table forks, knives and spoons for everyday service.',
        ),
        'fork',
        'steel',
      ),
      sub(
        'cutlery/dessert',
        tx('Dezertné príbory', 'Dezertní příbory', 'Dessert cutlery'),
        tx(
          'Dezertné vidličky, lyžičky na kávu a dlhé lyžičky na latte.',
          'Dezertní vidličky, kávové lžičky a dlouhé lžičky na latte.',
          'Dessert forks, coffee spoons and long latte spoons.',
        ),
        'spoon',
        'steel',
      ),
      sub(
        'cutlery/steak',
        tx('Steakové príbory', 'Steakové příbory', 'Steak cutlery'),
        tx(
          'Ostré steakové nože, vidličky a nože na pizzu.',
          'Ostré steakové nože, vidličky a nože na pizzu.',
          'Sharp steak knives, steak forks and pizza knives.',
        ),
        'knife-steak',
        'steel',
      ),
      sub(
        'cutlery/serving',
        tx('Servírovacie príbory', 'Servírovací příbory', 'Serving cutlery'),
        tx(
          'Naberačky, servírovacie lyžice, kliešte a lopatky na tortu.',
          'Naběračky, servírovací lžíce, kleště a lopatky na dort.',
          'Ladles, serving spoons, tongs and cake servers.',
        ),
        'ladle',
        'steel',
      ),
      sub(
        'cutlery/sets',
        tx('Sady príborov', 'Sady příborů', 'Cutlery sets'),
        tx(
          'Kompletné sady príborov pre reštaurácie, penzióny aj domácnosť.',
          'Kompletní sady příborů pro restaurace, penziony i domácnost.',
          'Complete cutlery sets for restaurants, guesthouses and homes.',
        ),
        'cutlery-set',
        'steel',
      ),
      sub(
        'cutlery/storage',
        tx('Zásobníky na príbory', 'Zásobníky na příbory', 'Cutlery storage'),
        tx(
          'Zásobníky a košíky na uloženie, umývanie a výdaj príborov.',
          'Zásobníky a košíky pro uložení, mytí a výdej příborů.',
          'Holders and baskets for storing, washing and handing out cutlery.',
        ),
        'cutlery-holder',
        'steel',
      ),
    ],
  },
  {
    key: 'glass',
    iconName: 'glass',
    name: tx('Sklo', 'Sklo', 'Glassware'),
    description: tx(
      'Poháre na víno, pivo, destiláty aj teplé nápoje a karafy. Sklo odolné v umývačke, vhodné do ' +
        'barov a reštaurácií.',
      'Sklenice na víno, pivo, destiláty i teplé nápoje a karafy. Sklo odolné v myčce, vhodné do barů a ' +
        'restaurací.',
      'Glasses for wine, beer, spirits and hot drinks, plus carafes. Dishwasher-proof glassware for ' +
        'bars and restaurants.',
    ),
    image: { drawing: 'glass-wine', colour: 'clear' },
    children: [
      sub(
        'glass/wine',
        tx('Poháre na víno', 'Sklenice na víno', 'Wine glasses'),
        tx(
          'Univerzálne poháre aj špeciálne tvary na biele a červené víno.',
          'Univerzální sklenice i speciální tvary na bílé a červené víno.',
          'Universal glasses and dedicated shapes for white and red wine.',
        ),
        'glass-wine',
        'clear',
      ),
      sub(
        'glass/sparkling',
        tx('Poháre na šumivé víno', 'Sklenice na šumivé víno', 'Sparkling wine glasses'),
        tx(
          'Flauty na šampanské a poháre na prosecco, ktoré dlho udržia perlenie.',
          'Flétny na šampaňské a sklenice na prosecco, které dlouho udrží perlení.',
          'Champagne flutes and prosecco glasses that keep the bubbles lively.',
        ),
        'flute',
        'clear',
      ),
      sub(
        'glass/beer',
        tx('Poháre na pivo', 'Sklenice na pivo', 'Beer glasses'),
        tx(
          'Poháre a krígle na pivo, aj s cejchom pre výčapy.',
          'Sklenice a korbely na pivo, i s cejchem pro výčepy.',
          'Beer glasses and tankards, including ones with a fill line for pubs.',
        ),
        'beer-glass',
        'clear',
      ),
      sub(
        'glass/water',
        tx('Poháre na vodu a nealko', 'Sklenice na vodu a nealko', 'Water and soft drink glasses'),
        tx(
          'Poháre na vodu, džúsy a long drinky, aj stohovateľné.',
          'Sklenice na vodu, džusy a long drinky, i stohovatelné.',
          'Glasses for water, juice and long drinks, including stackable ones.',
        ),
        'tumbler',
        'clear',
      ),
      sub(
        'glass/spirits',
        tx('Poháre na destiláty', 'Sklenice na destiláty', 'Spirit glasses'),
        tx(
          'Poháriky na destiláty, poháre na whisky a koňak.',
          'Skleničky na destiláty, sklenice na whisky a koňak.',
          'Shot glasses, whisky tumblers and cognac glasses.',
        ),
        'tumbler-low',
        'clear',
      ),
      sub(
        'glass/hot-drinks',
        tx('Poháre na teplé nápoje', 'Sklenice na teplé nápoje', 'Hot drink glasses'),
        tx(
          'Poháre na latte, čaj a dvojstenné poháre z tepelne odolného skla.',
          'Sklenice na latte, čaj a dvoustěnné sklenice z tepelně odolného skla.',
          'Latte, tea and double-wall glasses in heat-resistant glass.',
        ),
        'latte-glass',
        'clear',
      ),
      sub(
        'glass/carafes',
        tx('Karafy a fľaše', 'Karafy a láhve', 'Carafes and bottles'),
        tx(
          'Karafy na vodu a víno, dekantéry a fľaše s uzáverom.',
          'Karafy na vodu a víno, dekantéry a láhve s uzávěrem.',
          'Carafes for water and wine, decanters and bottles with stoppers.',
        ),
        'carafe',
        'clear',
      ),
    ],
  },
];
