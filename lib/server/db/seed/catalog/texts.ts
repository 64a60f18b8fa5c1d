import type { Locale } from '@/lib/config/locales';
import type { Attribute } from './attributes';
import type { Colour } from './colours';
import type { Feature } from './features';
import type { ProductType, Style } from './product-types';
import type { Size } from './sizes';
import { type Text, adjective, capitalize, decapitalize, number, perLocale, pronoun, tx } from './text';

export interface ProductTexts {
  name: string;
  shortDescription: string;
  description: string;
}

export interface Parameter {
  name: string;
  value: string;
}

/** Everything about one product that its texts are made of. */
export interface ProductFacts {
  type: ProductType;
  size: Size | null;
  style: Style | null;
  attribute: Attribute;
  colour: Colour;
  brand: string;
  line: string;
  /** 0 for the first product of a name; later ones get a series numeral. */
  series: number;
  carton: number;
  /** Sentences of the product's features, one of which the description uses. */
  features: Feature[];
  featureIndex: number;
}

const romanNumerals: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function roman(value: number): string {
  let rest = value;
  let result = '';
  for (const [amount, numeral] of romanNumerals) {
    while (rest >= amount) {
      result += numeral;
      rest -= amount;
    }
  }
  return result;
}

/** "Tanier plytký s okrajom 27 cm Aurora", "Square bowl 12 cm Bianca II". */
export function productName(facts: ProductFacts, locale: Locale): string {
  const { type, style, size } = facts;
  const parts: string[] = [];
  if (style && style.enBefore && locale === 'en') {
    parts.push(style.label.en, decapitalize(type.name.en));
  } else {
    parts.push(type.name[locale]);
    if (style) parts.push(style.label[locale]);
  }
  if (size) parts.push(size.label[locale]);
  parts.push(facts.line);
  if (facts.series > 0) parts.push(roman(facts.series + 1));
  return parts.join(' ');
}

function shortDescription(facts: ProductFacts, locale: Locale): string {
  const { type, size, attribute } = facts;
  const subject = capitalize(type.phrase[locale]);
  if (locale === 'en') {
    const parts = [`${subject} ${attribute.phrase.en}`, size?.phrase.en, type.use.en].filter(Boolean);
    return parts.join(', ') + '.';
  }
  return (
    [subject, attribute.phrase[locale], size?.phrase[locale], type.use[locale]].filter(Boolean).join(' ') +
    '.'
  );
}

function purposeSentence(facts: ProductFacts, locale: Locale): string {
  const { type, brand, line } = facts;
  const g = type.genders;
  if (locale === 'sk') {
    return (
      `${capitalize(type.phrase.sk)} z kolekcie ${line} od značky ${brand} ` +
      `${number(g, locale, 'je', 'sú')} ` +
      `${adjective('určen', g, locale)} ${type.use.sk}.`
    );
  }
  if (locale === 'cs') {
    return (
      `${capitalize(type.phrase.cs)} z kolekce ${line} od značky ${brand} ` +
      `${number(g, locale, 'je', 'jsou')} ` +
      `${adjective('určen', g, locale)} ${type.use.cs}.`
    );
  }
  return (
    `The ${type.phrase.en} from the ${line} collection by ${brand} ${number(g, locale, 'is', 'are')} ` +
    `designed ` +
    `${type.use.en}.`
  );
}

function attributeSentence(facts: ProductFacts, locale: Locale): string {
  const { attribute, type } = facts;
  const g = type.genders;
  if (!attribute.clause) return attribute.sentence?.[locale] ?? '';
  if (locale === 'en') {
    return `${number(g, locale, 'It is', 'They are')} ${attribute.phrase.en}, ${attribute.clause.en}.`;
  }
  const verb = locale === 'sk' ? number(g, locale, 'Je', 'Sú') : number(g, locale, 'Je', 'Jsou');
  return (
    `${verb} ${adjective('vyroben', g, locale)} ${attribute.phrase[locale]}, ` +
    `${attribute.clause[locale]}.`
  );
}

const orderSentence: Text = tx(
  'Objednať # môžete jednotlivo aj vo väčšom množstve pre celú prevádzku.',
  'Objednat # můžete jednotlivě i ve větším množství pro celý provoz.',
  'You can order # individually or in bulk for your whole business.',
);

const cartonSentence: Text = tx(
  'Dodáva sa v kartóne po # ks.',
  'Dodává se v kartonu po # ks.',
  'Supplied in cartons of #.',
);

function closingSentence(facts: ProductFacts, locale: Locale): string {
  const feature = facts.features[facts.featureIndex % Math.max(1, facts.features.length)];
  if (feature) return feature.sentence(facts.type.genders, locale);
  if (facts.carton > 1) return cartonSentence[locale].replace('#', String(facts.carton));
  return orderSentence[locale].replace('#', pronoun(facts.type.genders, locale));
}

/** Name, one-sentence summary and a three-sentence description in two paragraphs. */
export function productTexts(facts: ProductFacts): Record<Locale, ProductTexts> {
  return perLocale((locale) => ({
    name: productName(facts, locale),
    shortDescription: shortDescription(facts, locale),
    description:
      `${purposeSentence(facts, locale)} ` +
      `${attributeSentence(facts, locale)}\n\n${closingSentence(facts, locale)}`,
  }));
}

const labels = {
  colour: tx('Farba', 'Barva', 'Colour'),
  collection: tx('Kolekcia', 'Kolekce', 'Collection'),
  voltage: tx('Napätie', 'Napětí', 'Voltage'),
  carton: tx('Počet kusov v kartóne', 'Počet kusů v kartonu', 'Carton quantity'),
};

/** 3–6 parameters, the same ones in every language. */
export function productParameters(facts: ProductFacts, showColour: boolean): Record<Locale, Parameter[]> {
  const rows: { name: Text; value: Text }[] = [{ name: facts.attribute.param, value: facts.attribute.value }];
  if (facts.size) rows.push(facts.size.param);
  if (showColour) rows.push({ name: labels.colour, value: facts.colour.name });
  rows.push({ name: labels.collection, value: tx(facts.line, facts.line, facts.line) });
  if (facts.type.voltage) {
    rows.push({
      name: labels.voltage,
      value: tx(facts.type.voltage, facts.type.voltage, facts.type.voltage),
    });
  }
  for (const feature of facts.features) rows.push({ name: feature.param, value: feature.value });
  if (facts.carton > 1) {
    const count = String(facts.carton);
    rows.push({ name: labels.carton, value: tx(`${count} ks`, `${count} ks`, `${count} pcs`) });
  }
  const chosen = rows.slice(0, 6);
  return perLocale((locale) => chosen.map((row) => ({ name: row.name[locale], value: row.value[locale] })));
}
