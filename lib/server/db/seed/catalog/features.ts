import type { Locale } from '@/lib/config/locales';
import { type Genders, type Text, adjective, capitalize, number, pronoun, subject, tx } from './text';

/** A property of a product type: one parameter row and one sentence for the description. */
export interface Feature {
  param: Text;
  value: Text;
  sentence: (genders: Genders, locale: Locale) => string;
}

const yes = tx('áno', 'ano', 'yes');

function fixed(sentence: Text): Feature['sentence'] {
  return (_genders, locale) => sentence[locale];
}

function itIs(genders: Genders): string {
  return number(genders, 'en', 'It is', 'They are');
}

export const features = {
  dishwasher: {
    param: tx('Umývateľné v umývačke', 'Lze mýt v myčce', 'Dishwasher safe'),
    value: yes,
    sentence: (g, locale) => {
      if (locale === 'sk')
        return `Môžete ${pronoun(g, locale)} bez obáv umývať v profesionálnej umývačke riadu.`;
      if (locale === 'cs') return `Můžete ${pronoun(g, locale)} bez obav mýt v profesionální myčce nádobí.`;
      return `${itIs(g)} safe to wash in commercial dishwashers.`;
    },
  },
  microwave: {
    param: tx('Vhodné do mikrovlnnej rúry', 'Vhodné do mikrovlnné trouby', 'Microwave safe'),
    value: yes,
    sentence: (g, locale) => {
      if (locale === 'sk')
        return `${number(g, locale, 'Je', 'Sú')} ${adjective('vhodn', g, locale)} aj do mikrovlnnej rúry.`;
      if (locale === 'cs')
        return `${number(g, locale, 'Je', 'Jsou')} ${adjective('vhodn', g, locale)} i do mikrovlnné trouby.`;
      return `${itIs(g)} also microwave safe.`;
    },
  },
  oven: {
    param: tx('Vhodné do rúry', 'Vhodné do trouby', 'Oven safe'),
    value: yes,
    sentence: (g, locale) => {
      if (locale === 'sk') return `${number(g, locale, 'Zvládne', 'Zvládnu')} aj ohrev v rúre do 250 °C.`;
      if (locale === 'cs') return `${number(g, locale, 'Snese', 'Snesou')} i ohřev v troubě do 250 °C.`;
      return `${number(g, locale, 'It withstands', 'They withstand')} oven temperatures up to 250 °C.`;
    },
  },
  stackable: {
    param: tx('Stohovateľné', 'Stohovatelné', 'Stackable'),
    value: yes,
    sentence: (g, locale) => {
      if (locale === 'sk')
        return (
          `Vďaka stohovateľnému tvaru ${number(g, locale, 'šetrí', 'šetria')} miesto v sklade aj ` +
          `na výdaji.`
        );
      if (locale === 'cs') return 'Díky stohovatelnému tvaru šetří místo ve skladu i na výdeji.';
      return `${number(g, locale, 'Its', 'Their')} stackable shape saves space in storage and at the pass.`;
    },
  },
  reinforcedRim: {
    param: tx('Zosilnený okraj', 'Zesílený okraj', 'Reinforced rim'),
    value: yes,
    sentence: fixed(
      tx(
        'Zosilnený okraj znižuje riziko odštiepenia pri každodennej prevádzke.',
        'Zesílený okraj snižuje riziko odštípnutí při každodenním provozu.',
        'The reinforced rim reduces the risk of chipping in daily service.',
      ),
    ),
  },
  induction: {
    param: tx('Vhodné na indukciu', 'Vhodné pro indukci', 'Induction compatible'),
    value: yes,
    sentence: fixed(
      tx(
        'Dno je vhodné na všetky typy sporákov vrátane indukčných.',
        'Dno je vhodné pro všechny typy sporáků včetně indukčních.',
        'The base works on every type of hob, including induction.',
      ),
    ),
  },
  haccp: {
    param: tx('Farebné rozlíšenie HACCP', 'Barevné rozlišení HACCP', 'HACCP colour coding'),
    value: yes,
    sentence: fixed(
      tx(
        'Farebné rozlíšenie pomáha dodržiavať zásady HACCP v kuchyni.',
        'Barevné rozlišení pomáhá dodržovat zásady HACCP v kuchyni.',
        'Colour coding helps you follow HACCP rules in the kitchen.',
      ),
    ),
  },
  compostable: {
    param: tx('Kompostovateľné', 'Kompostovatelné', 'Compostable'),
    value: yes,
    sentence: (g, locale) => {
      if (locale === 'sk') return `Po použití ${pronoun(g, locale)} môžete vyhodiť do bioodpadu.`;
      if (locale === 'cs') return `Po použití ${pronoun(g, locale)} můžete vyhodit do bioodpadu.`;
      return `After use, ${subject(g)} can go into organic waste.`;
    },
  },
  recyclable: {
    param: tx('Recyklovateľné', 'Recyklovatelné', 'Recyclable'),
    value: yes,
    sentence: fixed(
      tx(
        'Výrobok aj obal sú plne recyklovateľné.',
        'Výrobek i obal jsou plně recyklovatelné.',
        'Both the product and its packaging are fully recyclable.',
      ),
    ),
  },
  dermatest: {
    param: tx('Dermatologicky testované', 'Dermatologicky testováno', 'Dermatologically tested'),
    value: yes,
    sentence: fixed(
      tx(
        'Výrobok je dermatologicky testovaný a má pH neutrálne zloženie.',
        'Výrobek je dermatologicky testovaný a má pH neutrální složení.',
        'The product is dermatologically tested and pH-neutral.',
      ),
    ),
  },
  lockable: {
    param: tx('Uzamykateľné', 'Uzamykatelné', 'Lockable'),
    value: yes,
    sentence: fixed(
      tx(
        'Zámok s kľúčom chráni náplň pred neoprávneným odberom.',
        'Zámek s klíčem chrání náplň před neoprávněným odběrem.',
        'A key lock protects the refill from tampering.',
      ),
    ),
  },
  fsc: {
    param: tx('Certifikát FSC', 'Certifikát FSC', 'FSC certified'),
    value: yes,
    sentence: fixed(
      tx(
        'Surovina pochádza z lesov s certifikáciou FSC.',
        'Surovina pochází z lesů s certifikací FSC.',
        'The raw material comes from FSC-certified forests.',
      ),
    ),
  },
  ecolabel: {
    param: tx('EU Ecolabel', 'EU Ecolabel', 'EU Ecolabel'),
    value: yes,
    sentence: fixed(
      tx(
        'Výrobok nesie environmentálnu značku EU Ecolabel.',
        'Výrobek nese ekoznačku EU Ecolabel.',
        'The product carries the EU Ecolabel.',
      ),
    ),
  },
  wash60: {
    param: tx('Teplota prania', 'Teplota praní', 'Washing temperature'),
    value: tx('60 °C', '60 °C', '60 °C'),
    sentence: (g, locale) => washSentence(g, locale, 60),
  },
  wash90: {
    param: tx('Teplota prania', 'Teplota praní', 'Washing temperature'),
    value: tx('90 °C', '90 °C', '90 °C'),
    sentence: (g, locale) => washSentence(g, locale, 90),
  },
  foodSafe: {
    param: tx('Vhodné na styk s potravinami', 'Vhodné pro styk s potravinami', 'Food contact safe'),
    value: yes,
    sentence: fixed(
      tx(
        'Materiál je schválený na priamy styk s potravinami.',
        'Materiál je schválený pro přímý styk s potravinami.',
        'The material is approved for direct contact with food.',
      ),
    ),
  },
  leadFree: {
    param: tx('Bez olova', 'Bez olova', 'Lead-free'),
    value: yes,
    sentence: fixed(
      tx(
        'Sklo neobsahuje olovo a vydrží tisíce cyklov v umývačke bez zakalenia.',
        'Sklo neobsahuje olovo a vydrží tisíce cyklů v myčce bez zakalení.',
        'The glass is lead-free and stays clear through thousands of dishwasher cycles.',
      ),
    ),
  },
  warranty: {
    param: tx('Záruka', 'Záruka', 'Warranty'),
    value: tx('24 mesiacov', '24 měsíců', '24 months'),
    sentence: fixed(
      tx(
        'Na zariadenie poskytujeme záruku 24 mesiacov a servis v Česku aj na Slovensku.',
        'Na zařízení poskytujeme záruku 24 měsíců a servis v Česku i na Slovensku.',
        'The appliance comes with a 24-month warranty and service in the Czech Republic and Slovakia.',
      ),
    ),
  },
} satisfies Record<string, Feature>;

export type FeatureKey = keyof typeof features;

function washSentence(g: Genders, locale: Locale, degrees: number): string {
  if (locale === 'sk')
    return `${number(g, locale, 'Zvládne', 'Zvládnu')} pranie pri teplote do ${degrees} °C.`;
  if (locale === 'cs') return `${number(g, locale, 'Snese', 'Snesou')} praní při teplotě do ${degrees} °C.`;
  return `${capitalize(subject(g))} can be washed at up to ${degrees} °C.`;
}
