import type { Locale } from '@/lib/config/locales';

/** Root categories of the demo catalog by their English slug. */
export type RootSlug =
  | 'tableware'
  | 'cutlery'
  | 'glassware'
  | 'hotel-cosmetics'
  | 'kitchen'
  | 'textiles'
  | 'paper-and-hygiene'
  | 'cleaning'
  | 'disposables'
  | 'technology';

/** What each of the first `top` products of the suggestions and of the search page must be. */
export interface RelevanceExpectation {
  /** Its main category lies under one of these roots. */
  roots?: RootSlug[];
  /** It is of this brand. */
  brand?: string;
  /** Its name in the query's language, lower case without diacritics, matches. */
  name?: RegExp;
  /** Its name with its parameters, lower case without diacritics, contains this. */
  text?: string;
  /** One of its variant codes begins so (any case). */
  code?: string;
}

export interface RelevanceQuery {
  q: string;
  locale: Locale;
  /** What the shopper is after. */
  intent: string;
  /** How many of the first products are checked (the search box shows 8). */
  top: number;
  expect: RelevanceExpectation;
  /** The search page goes straight to the one product of this code instead of listing. */
  opensProduct?: true;
}

/**
 * The relevance set: realistic queries of the shop's buyers in its three languages, typed with and
 * without diacritics, in the plural, as brands, parameter values and codes without their variant suffix,
 * over the default seeded catalog (2,000 products).
 */
export const relevanceQueries: RelevanceQuery[] = [
  // Slovak
  {
    q: 'pohar',
    locale: 'sk',
    intent: 'drinking glasses; the disposable PLA cups sink below them',
    top: 8,
    expect: { roots: ['glassware'], name: /^pohar/ },
  },
  {
    q: 'pohár na víno',
    locale: 'sk',
    intent: 'wine glasses',
    top: 8,
    expect: { roots: ['glassware'], name: /pohar na .*vino/ },
  },
  {
    q: 'poháre',
    locale: 'sk',
    intent: 'the plural finds the glasses as the singular does',
    top: 8,
    expect: { roots: ['glassware'], name: /^pohar/ },
  },
  {
    q: 'pohar na vodu',
    locale: 'sk',
    intent: 'water glasses, typed without diacritics',
    top: 8,
    expect: { roots: ['glassware'], name: /pohar na vodu/ },
  },
  {
    q: 'tanier',
    locale: 'sk',
    intent: 'porcelain plates before paper plates',
    top: 8,
    expect: { roots: ['tableware'], name: /^tanier/ },
  },
  {
    q: 'taniere',
    locale: 'sk',
    intent: 'plates, in the plural',
    top: 8,
    expect: { roots: ['tableware'], name: /^tanier/ },
  },
  {
    q: 'noz',
    locale: 'sk',
    intent: 'knives, typed without the circumflex',
    top: 8,
    expect: { roots: ['cutlery', 'kitchen'], name: /^noz/ },
  },
  {
    q: 'servítky',
    locale: 'sk',
    intent: 'paper napkins',
    top: 8,
    expect: { roots: ['paper-and-hygiene'], name: /servitky/ },
  },
  {
    q: 'sampon',
    locale: 'sk',
    intent: 'hotel shampoo, without diacritics',
    top: 8,
    expect: { roots: ['hotel-cosmetics'], name: /^sampon/ },
  },
  {
    q: 'uteráky',
    locale: 'sk',
    intent: 'towels, in the plural',
    top: 8,
    expect: { roots: ['textiles'], name: /uterak/ },
  },
  {
    q: 'kondicionér',
    locale: 'sk',
    intent: 'hair conditioner for hotel rooms',
    top: 8,
    expect: { roots: ['hotel-cosmetics'], name: /^kondicioner/ },
  },
  {
    q: 'Glasstar',
    locale: 'sk',
    intent: 'the brand: its products, none of which has it in its name',
    top: 8,
    expect: { brand: 'Glasstar', roots: ['glassware'] },
  },
  {
    q: 'tavola',
    locale: 'sk',
    intent: 'the brand, in lower case',
    top: 8,
    expect: { brand: 'Tavola' },
  },
  {
    q: 'glasstar vinea',
    locale: 'sk',
    intent: 'a brand and its collection',
    top: 8,
    expect: { brand: 'Glasstar', name: /vinea/ },
  },
  {
    q: 'PV-450-1385',
    locale: 'sk',
    intent: 'a product code without its variant suffix opens the product',
    top: 1,
    expect: { code: 'pv-450-1385-' },
    opensProduct: true,
  },
  // Czech
  {
    q: 'sklenice',
    locale: 'cs',
    intent: 'drinking glasses',
    top: 8,
    expect: { roots: ['glassware'], name: /^sklenic/ },
  },
  {
    q: 'sklenice na vino',
    locale: 'cs',
    intent: 'wine glasses, without diacritics',
    top: 8,
    expect: { roots: ['glassware'], name: /sklenice na .*vino/ },
  },
  {
    q: 'talíře',
    locale: 'cs',
    intent: 'plates, in the plural with diacritics',
    top: 8,
    expect: { roots: ['tableware'], name: /^talir/ },
  },
  {
    q: 'talir',
    locale: 'cs',
    intent: 'plates, without diacritics',
    top: 8,
    expect: { roots: ['tableware'], name: /^talir/ },
  },
  {
    q: 'kelímek',
    locale: 'cs',
    intent: 'disposable cups: a word only they have still finds them first',
    top: 8,
    expect: { roots: ['disposables'], name: /kelimek/ },
  },
  {
    q: 'Tavola',
    locale: 'cs',
    intent: 'the brand in the Czech shop',
    top: 8,
    expect: { brand: 'Tavola' },
  },
  {
    q: 'nerez',
    locale: 'cs',
    intent: 'a material that is a parameter value, not a word of the names',
    top: 8,
    expect: { text: 'nerez' },
  },
  {
    q: 'PV-450',
    locale: 'cs',
    intent: 'the beginning of a code: the 450 ml wine glasses',
    top: 4,
    expect: { code: 'pv-450', roots: ['glassware'] },
  },
  // English
  {
    q: 'wine glass',
    locale: 'en',
    intent: 'wine glasses',
    top: 8,
    expect: { roots: ['glassware'], name: /wine glass/ },
  },
  {
    q: 'glasses',
    locale: 'en',
    intent: 'drinking glasses, in the plural',
    top: 5,
    expect: { roots: ['glassware'], name: /glass/ },
  },
  {
    q: 'plate',
    locale: 'en',
    intent: 'porcelain plates',
    top: 8,
    expect: { roots: ['tableware'], name: /plate/ },
  },
  {
    q: 'cups',
    locale: 'en',
    intent: 'porcelain cups before disposable ones',
    top: 8,
    expect: { roots: ['tableware'], name: /cup/ },
  },
  {
    q: 'towels',
    locale: 'en',
    intent: 'towels, textile or paper',
    top: 8,
    expect: { roots: ['textiles', 'paper-and-hygiene'], name: /towel/ },
  },
  {
    q: 'stainless steel',
    locale: 'en',
    intent: 'a material that is a parameter value',
    top: 8,
    expect: { text: 'stainless steel' },
  },
  {
    q: 'glasstar',
    locale: 'en',
    intent: 'the brand in the English shop',
    top: 8,
    expect: { brand: 'Glasstar' },
  },
];
