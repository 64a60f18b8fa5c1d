import type { ChannelId } from '@/lib/config/channels';
import { withCurrency } from '@/lib/format/price';
import { formatNumber } from '@/lib/format/number';
import type { PromoImageSeed } from '../catalog/images';
import type { BannerPlacement } from '../../schema';
import { FREE_SHIPPING_THRESHOLD } from './settings-data';
import type { Localized } from './types';

export interface BannerSeed {
  placement: BannerPlacement;
  /** Null: both country shops. */
  channel: ChannelId | null;
  /** A route path without a locale prefix; the storefront localizes it. */
  link: string;
  /** Days from the seeding day; null leaves that end open. */
  validFromDays: number | null;
  validToDays: number | null;
  image: PromoImageSeed;
  titles: Localized<string>;
}

const tile = { width: 800, height: 400 };
const strip = { width: 1600, height: 400 };

const freeFrom = (channel: ChannelId) =>
  withCurrency(formatNumber(FREE_SHIPPING_THRESHOLD[channel] / 100), channel === 'cz' ? 'CZK' : 'EUR');

const deliveryImage = (channel: ChannelId): PromoImageSeed => ({
  key: `banner-delivery-${channel}`,
  ...tile,
  colours: channel === 'cz' ? ['#e6f4ea', '#c7e3cf'] : ['#e3f0fb', '#c4d9ee'],
  objects: [
    { drawing: 'storage-box', colour: 'natural', x: 150, y: 10, size: 380 },
    { drawing: 'carrier-bag', colour: 'natural', x: 380, y: 30, size: 360 },
  ],
});

function delivery(channel: ChannelId): BannerSeed {
  const amount = freeFrom(channel);
  return {
    placement: 'home-top',
    channel,
    link: '/doprava',
    validFromDays: null,
    validToDays: null,
    image: deliveryImage(channel),
    titles: {
      sk: `Doprava zadarmo pri nákupe od ${amount}`,
      cs: `Doprava zdarma při nákupu od ${amount}`,
      en: `Free delivery on orders from ${amount}`,
    },
  };
}

/**
 * The home page's banners: delivery per country shop and business prices for both beside the slideshow,
 * a trends strip between the product rows; a finished sale and a coming trade fair that are not shown.
 */
export const bannerSeeds: BannerSeed[] = [
  delivery('cz'),
  delivery('sk'),
  {
    placement: 'home-top',
    channel: null,
    link: '/pro-firmy',
    validFromDays: null,
    validToDays: null,
    image: {
      key: 'banner-business',
      ...tile,
      colours: ['#e8eaf6', '#cdd1ea'],
      objects: [
        { drawing: 'gn', colour: 'steel', x: 120, y: 30, size: 360 },
        { drawing: 'chef-jacket', colour: 'white', x: 360, y: 0, size: 400 },
      ],
    },
    titles: {
      sk: 'Individuálne ceny pre reštaurácie a hotely',
      cs: 'Individuální ceny pro restaurace a hotely',
      en: 'Individual prices for restaurants and hotels',
    },
  },
  {
    placement: 'home-top',
    channel: null,
    link: '/slevy',
    validFromDays: -60,
    validToDays: -1,
    image: {
      key: 'banner-winter-sale',
      ...tile,
      colours: ['#fbe9e7', '#efc9c3'],
      objects: [{ drawing: 'price-tag', colour: 'red', x: 240, y: 20, size: 360 }],
    },
    titles: { sk: 'Zimný výpredaj –30 %', cs: 'Zimní výprodej –30 %', en: 'Winter sale –30 %' },
  },
  {
    placement: 'home-top',
    channel: null,
    link: '/veletrh',
    validFromDays: 7,
    validToDays: 30,
    image: {
      key: 'banner-trade-fair',
      ...tile,
      colours: ['#f3ebe0', '#e0cfb6'],
      objects: [{ drawing: 'combi-oven', colour: 'steel', x: 220, y: 0, size: 400 }],
    },
    titles: {
      sk: 'Stretneme sa na veľtrhu HORECA',
      cs: 'Potkáme se na veletrhu HORECA',
      en: 'Meet us at the HORECA trade fair',
    },
  },
  {
    placement: 'home-middle',
    channel: null,
    link: '/trendy-a-inspiracie',
    validFromDays: -10,
    validToDays: 60,
    image: {
      key: 'banner-trends',
      ...strip,
      colours: ['#f4efe6', '#e2d6c2'],
      objects: [
        { drawing: 'carafe', colour: 'clear', x: 820, y: -10, size: 400 },
        { drawing: 'glass-wine', colour: 'clear', x: 1020, y: 20, size: 360 },
        { drawing: 'flute', colour: 'clear', x: 1180, y: 20, size: 360 },
        { drawing: 'board', colour: 'natural', x: 1300, y: 60, size: 320 },
      ],
    },
    titles: {
      sk: 'Trendy a inšpirácie pre vašu prevádzku',
      cs: 'Trendy a inspirace pro váš provoz',
      en: 'Trends and inspiration for your venue',
    },
  },
];
