import { h2, html, p, ul } from './html';
import type { Localized, RootCategoryKey } from './types';

export interface TrendText {
  slug: string;
  title: string;
  perex: string;
  content: string;
}

export interface TrendSeed {
  publishedDaysAgo: number;
  /** The linked products are taken from this root category, in catalog order. */
  productCategory: RootCategoryKey;
  translations: Localized<TrendText>;
}

export const TREND_PRODUCT_COUNT = 4;

export const trendSeeds: TrendSeed[] = [
  {
    publishedDaysAgo: 12,
    productCategory: 'glass',
    translations: {
      sk: {
        slug: 'letna-terasa-bez-rozbiteho-skla',
        title: 'Letná terasa bez rozbitého skla',
        perex:
          'Na terase sa rozbije až trikrát viac pohárov ako vo vnútri. Ukážeme, ako vybrať sklo, ktoré ' +
          'vydrží sezónu a stále pôsobí elegantne.',
        content: html(
          p(
            'Dlažba, vietor a plné podnosy: terasa je pre sklo najnáročnejšie miesto v prevádzke. Pri ' +
              'výbere sa oplatí myslieť na tri veci – materiál, tvar a spôsob skladovania.',
          ),
          h2('Tvrdené sklo alebo tritan?'),
          p(
            'Tvrdené sklo vyzerá ako klasické, ale znesie náraz a teplotný šok z umývačky. Tritan je ' +
              'nerozbitný a ľahký, hodí sa k bazénu a na festivaly. Pre víno a koktaily na terase ' +
              'reštaurácie odporúčame tvrdené sklo, na bary pri vode tritan.',
          ),
          h2('Tvar, ktorý sa neprevráti'),
          ul([
            'nižšie poháre s hrubším dnom sú stabilnejšie vo vetre,',
            'stohovateľné tvary šetria miesto a rýchlo sa odnášajú,',
            'cejch na pohári uľahčí obsluhe rýchle a presné nalievanie.',
          ]),
          p(
            'Nakoniec si spočítajte zásobu: na terasu s 40 miestami počítajte aspoň so 120 pohármi každého ' +
              'typu, aby umývačka stíhala aj v špičke.',
          ),
        ),
      },
      cs: {
        slug: 'letni-terasa-bez-rozbiteho-skla',
        title: 'Letní terasa bez rozbitého skla',
        perex:
          'Na terase se rozbije až třikrát víc sklenic než uvnitř. Ukážeme, jak vybrat sklo, které vydrží ' +
          'sezónu a přitom působí elegantně.',
        content: html(
          p(
            'Dlažba, vítr a plné podnosy: terasa je pro sklo nejnáročnější místo v provozu. Při výběru se ' +
              'vyplatí myslet na tři věci – materiál, tvar a způsob skladování.',
          ),
          h2('Tvrzené sklo, nebo tritan?'),
          p(
            'Tvrzené sklo vypadá jako klasické, ale snese náraz i teplotní šok z myčky. Tritan je ' +
              'nerozbitný a lehký, hodí se k bazénu a na festivaly. Pro víno a koktejly na terase ' +
              'restaurace doporučujeme tvrzené sklo, na bary u vody tritan.',
          ),
          h2('Tvar, který se nepřevrhne'),
          ul([
            'nižší sklenice se silnějším dnem jsou stabilnější ve větru,',
            'stohovatelné tvary šetří místo a rychle se odnášejí,',
            'cejch na sklenici usnadní obsluze rychlé a přesné nalévání.',
          ]),
          p(
            'Nakonec si spočítejte zásobu: na terasu se 40 místy počítejte alespoň se 120 sklenicemi ' +
              'každého typu, aby myčka stíhala i ve špičce.',
          ),
        ),
      },
      en: {
        slug: 'summer-terrace-without-broken-glass',
        title: 'A summer terrace without broken glass',
        perex:
          'Up to three times more glasses break on a terrace than indoors. Here is how to choose glassware ' +
          'that lasts the season and still looks elegant.',
        content: html(
          p(
            'Paving, wind and full trays make the terrace the toughest place for glass. Three things ' +
              'matter when choosing: material, shape and storage.',
          ),
          h2('Tempered glass or Tritan?'),
          p(
            'Tempered glass looks like ordinary glass but withstands knocks and the thermal shock of the ' +
              'dishwasher. Tritan is unbreakable and light, ideal by the pool and at festivals. For wine ' +
              'and cocktails on a restaurant terrace we recommend tempered glass; for waterside bars, ' +
              'Tritan.',
          ),
          h2('A shape that does not tip over'),
          ul([
            'lower glasses with a heavier base are more stable in the wind,',
            'stackable shapes save space and are quick to clear,',
            'a fill line helps staff pour quickly and accurately.',
          ]),
          p(
            'Finally, work out your stock: for a 40-seat terrace plan at least 120 glasses of each type so ' +
              'the dishwasher keeps up at peak times.',
          ),
        ),
      },
    },
  },
  {
    publishedDaysAgo: 40,
    productCategory: 'cosmetics',
    translations: {
      sk: {
        slug: 'hotelova-kupelna-bez-plastovych-flasticiek',
        title: 'Hotelová kúpeľňa bez plastových fľaštičiek',
        perex:
          'Jednorazové mini balenia kozmetiky z hotelov postupne miznú. Dávkovače na stenu šetria peniaze ' +
          'aj odpad a hostia ich dnes berú ako samozrejmosť.',
        content: html(
          p(
            'Hotel so sto izbami spotrebuje ročne desaťtisíce malých fľaštičiek, z ktorých polovica skončí ' +
              'v koši poloplná. Prechod na dávkovače sa preto vracia rýchlejšie, než by ste čakali.',
          ),
          h2('Na čo sa pri výbere pozrieť'),
          ul([
            'uzamykateľné dávkovače zabránia odcudzeniu aj neodbornému doplňovaniu,',
            'náplne v uzavretých vakoch sú hygienickejšie ako dolievanie,',
            'jednotná vôňa a dizajn pomáhajú značke hotela.',
          ]),
          h2('Ako na prechod'),
          p(
            'Začnite jedným poschodím a sledujte spotrebu a ohlasy hostí. Housekeeping zaškolíme na výmenu ' +
              'náplní a dávkovače vám pomôžeme vybrať podľa typu kúpeľne.',
          ),
        ),
      },
      cs: {
        slug: 'hotelova-koupelna-bez-plastovych-lahvicek',
        title: 'Hotelová koupelna bez plastových lahviček',
        perex:
          'Jednorázová mini balení kosmetiky z hotelů postupně mizí. Nástěnné dávkovače šetří peníze i ' +
          'odpad a hosté je dnes berou jako samozřejmost.',
        content: html(
          p(
            'Hotel se sto pokoji spotřebuje ročně desítky tisíc malých lahviček, z nichž polovina skončí ' +
              'v koši poloplná. Přechod na dávkovače se proto vrací rychleji, než byste čekali.',
          ),
          h2('Na co se při výběru podívat'),
          ul([
            'uzamykatelné dávkovače zabrání odcizení i neodbornému doplňování,',
            'náplně v uzavřených vacích jsou hygieničtější než dolévání,',
            'jednotná vůně a design pomáhají značce hotelu.',
          ]),
          h2('Jak na přechod'),
          p(
            'Začněte jedním patrem a sledujte spotřebu a ohlasy hostů. Housekeeping zaškolíme na výměnu ' +
              'náplní a dávkovače vám pomůžeme vybrat podle typu koupelny.',
          ),
        ),
      },
      en: {
        slug: 'hotel-bathrooms-without-plastic-miniatures',
        title: 'Hotel bathrooms without plastic miniatures',
        perex:
          'Single-use miniature toiletries are disappearing from hotels. Wall dispensers save money and ' +
          'waste, and guests now take them for granted.',
        content: html(
          p(
            'A hundred-room hotel gets through tens of thousands of miniatures a year, and half of them ' +
              'are thrown away half full. Switching to dispensers pays back sooner than you might expect.',
          ),
          h2('What to look for'),
          ul([
            'lockable dispensers prevent theft and improper refilling,',
            'sealed refill pouches are more hygienic than topping up,',
            'a consistent fragrance and design support the hotel’s brand.',
          ]),
          h2('How to switch'),
          p(
            'Start with one floor and track consumption and guest feedback. We train housekeeping to ' +
              'change refills and help you choose dispensers for each type of bathroom.',
          ),
        ),
      },
    },
  },
  {
    publishedDaysAgo: 75,
    productCategory: 'tableware',
    translations: {
      sk: {
        slug: 'kavovy-bar-salka-ktora-drzi-teplotu',
        title: 'Kávový bar: šálka, ktorá drží teplotu',
        perex:
          'Espresso chladne v tenkom porceláne za pár sekúnd. Poradíme, ako vybrať šálky, v ktorých káva ' +
          'chutí tak, ako ju barista pripravil.',
        content: html(
          p(
            'Hrubá stena a predhriatie na stroji sú základ. Porcelán s hrubou stenou drží teplotu dlhšie ' +
              'a lepšie znáša nárazy pri rušnej obsluhe.',
          ),
          h2('Správny objem pre každý nápoj'),
          ul([
            'espresso 60–80 ml, aby crema zostala pekne vysoko,',
            'cappuccino 150–180 ml so širším okrajom na latte art,',
            'flat white a latte 220–300 ml, ideálne v rovnakej kolekcii.',
          ]),
          h2('Podšálka ako súčasť servisu'),
          p(
            'Podšálka s drážkou drží šálku aj lyžičku na mieste. Ak servis objednáte z jednej kolekcie, ' +
              'zmestí sa na ohrievaciu plochu stroja a ľahko ho doplníte.',
          ),
        ),
      },
      cs: {
        slug: 'kavovy-bar-salek-ktery-drzi-teplotu',
        title: 'Kávový bar: šálek, který drží teplotu',
        perex:
          'Espresso v tenkém porcelánu vychladne za pár vteřin. Poradíme, jak vybrat šálky, ve kterých ' +
          'káva chutná tak, jak ji barista připravil.',
        content: html(
          p(
            'Silná stěna a předehřátí na stroji jsou základ. Porcelán se silnou stěnou drží teplotu déle ' +
              'a lépe snáší nárazy při rušné obsluze.',
          ),
          h2('Správný objem pro každý nápoj'),
          ul([
            'espresso 60–80 ml, aby crema zůstala pěkně vysoko,',
            'cappuccino 150–180 ml se širším okrajem pro latte art,',
            'flat white a latte 220–300 ml, ideálně ve stejné kolekci.',
          ]),
          h2('Podšálek jako součást servisu'),
          p(
            'Podšálek s drážkou drží šálek i lžičku na místě. Když servis objednáte z jedné kolekce, vejde ' +
              'se na ohřívací plochu stroje a snadno ho doplníte.',
          ),
        ),
      },
      en: {
        slug: 'coffee-bar-a-cup-that-keeps-the-heat',
        title: 'The coffee bar: a cup that keeps the heat',
        perex:
          'Espresso cools in thin porcelain within seconds. How to choose cups in which coffee tastes the ' +
          'way the barista made it.',
        content: html(
          p(
            'A thick wall and preheating on the machine are the basics. Thick-walled porcelain holds the ' +
              'heat longer and copes better with knocks during a busy service.',
          ),
          h2('The right size for each drink'),
          ul([
            'espresso 60–80 ml, so the crema stays high,',
            'cappuccino 150–180 ml with a wider rim for latte art,',
            'flat white and latte 220–300 ml, ideally from the same collection.',
          ]),
          h2('The saucer is part of the service'),
          p(
            'A saucer with a recess keeps the cup and spoon in place. A set from one collection fits the ' +
              'machine’s cup warmer and is easy to top up.',
          ),
        ),
      },
    },
  },
];
