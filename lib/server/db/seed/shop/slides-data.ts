import type { PromoImageSeed } from '../catalog/images';
import { PARTNER_DISCOUNT_PERCENT } from './settings-data';
import type { Localized } from './types';

export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 640;

const slide = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };

/** The picture of each slide, in slide order; every language shows the same one. */
export const slideImages: PromoImageSeed[] = [
  {
    key: 'slide-porcelain',
    ...slide,
    colours: ['#e3f0fb', '#c4d9ee'],
    objects: [
      { drawing: 'bowl-large', colour: 'white', x: 700, y: -20, size: 600 },
      { drawing: 'plate', colour: 'cream', x: 1000, y: 40, size: 640 },
      { drawing: 'cup-saucer', colour: 'white', x: 820, y: 170, size: 500 },
    ],
  },
  {
    key: 'slide-business',
    ...slide,
    colours: ['#f3ebe0', '#e0cfb6'],
    objects: [
      { drawing: 'grinder', colour: 'black', x: 720, y: 20, size: 560 },
      { drawing: 'espresso-machine', colour: 'steel', x: 960, y: -10, size: 660 },
      { drawing: 'cup-saucer', colour: 'white', x: 1200, y: 230, size: 400 },
    ],
  },
  {
    key: 'slide-sale',
    ...slide,
    colours: ['#fbe9e7', '#efc9c3'],
    objects: [
      { drawing: 'pot', colour: 'steel', x: 700, y: -20, size: 580 },
      { drawing: 'pan', colour: 'black', x: 980, y: 20, size: 600 },
      { drawing: 'price-tag', colour: 'red', x: 1230, y: 60, size: 360 },
    ],
  },
];

export interface SlideSeed {
  /** A route path without a locale prefix; the storefront localizes it. */
  link: string;
  title: string;
  subtitle: string;
}

export const slideSeeds: Localized<SlideSeed[]> = {
  sk: [
    {
      link: '/novinky',
      title: 'Nová kolekcia porcelánu',
      subtitle: 'Taniere a misy, ktoré vydržia tisíce cyklov v umývačke',
    },
    {
      link: '/pro-firmy',
      title: 'Firemný účet s vlastnými cenami',
      subtitle: `Zaregistrujte prevádzku a prvých 14 dní máte ${PARTNER_DISCOUNT_PERCENT} % zľavu navyše`,
    },
    {
      link: '/slevy',
      title: 'Zľavy a posledné kusy',
      subtitle: 'Kvalitné vybavenie za nižšie ceny, kým sú zásoby',
    },
  ],
  cs: [
    {
      link: '/novinky',
      title: 'Nová kolekce porcelánu',
      subtitle: 'Talíře a mísy, které vydrží tisíce cyklů v myčce',
    },
    {
      link: '/pro-firmy',
      title: 'Firemní účet s vlastními cenami',
      subtitle: `Zaregistrujte provoz a prvních 14 dní máte ${PARTNER_DISCOUNT_PERCENT} % slevu navíc`,
    },
    {
      link: '/slevy',
      title: 'Slevy a poslední kusy',
      subtitle: 'Kvalitní vybavení za nižší ceny, dokud jsou zásoby',
    },
  ],
  en: [
    {
      link: '/novinky',
      title: 'New porcelain collection',
      subtitle: 'Plates and bowls that last thousands of dishwasher cycles',
    },
    {
      link: '/pro-firmy',
      title: 'A business account with your own prices',
      subtitle: `Register your venue for an extra ${PARTNER_DISCOUNT_PERCENT} % off during the first 14 days`,
    },
    {
      link: '/slevy',
      title: 'Sale and last pieces',
      subtitle: 'Quality equipment for less, while stocks last',
    },
  ],
};
