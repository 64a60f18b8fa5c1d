import { PARTNER_DISCOUNT_PERCENT } from './settings-data';
import type { Localized } from './types';

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
