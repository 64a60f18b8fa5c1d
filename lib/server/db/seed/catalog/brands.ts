import type { ColourKey } from './colours';

export interface BrandSeed {
  name: string;
  slug: string;
  /** Collection names; they end product names ("Tanier plytký 27 cm Aurora"). */
  lines: string[];
  /** Root categories (or single subcategories) whose products the brand makes. */
  makes: string[];
  /** Root category under which the brand has its own brand taxon, if any. */
  taxonUnder?: string;
  /** Premium brands cost a little more. */
  priceFactor: number;
  logo: { colour: ColourKey; shape: 'circle' | 'diamond' | 'hexagon' | 'shield' | 'leaf' | 'wave' };
}

export const brandSeeds: BrandSeed[] = [
  {
    name: 'Porcelana Nova',
    slug: 'porcelana-nova',
    lines: ['Aurora', 'Bianca', 'Linea', 'Perla'],
    makes: ['tableware'],
    taxonUnder: 'tableware',
    priceFactor: 1.15,
    logo: { colour: 'navy', shape: 'circle' },
  },
  {
    name: 'Bistro Line',
    slug: 'bistro-line',
    lines: ['Montmartre', 'Provence', 'Marais'],
    makes: ['tableware', 'cutlery', 'glass', 'disposables'],
    taxonUnder: 'tableware',
    priceFactor: 0.9,
    logo: { colour: 'red', shape: 'shield' },
  },
  {
    name: 'Tavola',
    slug: 'tavola',
    lines: ['Verona', 'Siena', 'Lucca'],
    makes: ['tableware', 'cutlery'],
    taxonUnder: 'tableware',
    priceFactor: 1,
    logo: { colour: 'olive', shape: 'diamond' },
  },
  {
    name: 'Glasstar',
    slug: 'glasstar',
    lines: ['Vinea', 'Prisma', 'Altus', 'Crystal Bar'],
    makes: ['glass'],
    taxonUnder: 'glass',
    priceFactor: 1.05,
    logo: { colour: 'turquoise', shape: 'hexagon' },
  },
  {
    name: 'Vitrea',
    slug: 'vitrea',
    lines: ['Serena', 'Lumen', 'Solea'],
    makes: ['glass'],
    taxonUnder: 'glass',
    priceFactor: 1.2,
    logo: { colour: 'aqua', shape: 'wave' },
  },
  {
    name: 'ChefPro',
    slug: 'chefpro',
    lines: ['Master', 'Expert', 'Prime'],
    makes: ['kitchen', 'cutlery/steak', 'technology/small'],
    taxonUnder: 'kitchen',
    priceFactor: 1.1,
    logo: { colour: 'black', shape: 'shield' },
  },
  {
    name: 'Inox Master',
    slug: 'inox-master',
    lines: ['Baltic', 'Nordic', 'Oslo', 'Bergen'],
    makes: ['cutlery', 'kitchen'],
    priceFactor: 1,
    logo: { colour: 'steel', shape: 'hexagon' },
  },
  {
    name: 'HotelCare',
    slug: 'hotelcare',
    lines: ['Natura', 'Elegance', 'Pure'],
    makes: ['cosmetics', 'paper-hygiene', 'cleaning'],
    priceFactor: 1,
    logo: { colour: 'green', shape: 'leaf' },
  },
  {
    name: 'Amenita',
    slug: 'amenita',
    lines: ['Riviera', 'Alpina', 'Terra'],
    makes: ['cosmetics'],
    priceFactor: 1.15,
    logo: { colour: 'pink', shape: 'circle' },
  },
  {
    name: 'TextilPro',
    slug: 'textilpro',
    lines: ['Adria', 'Tatra', 'Danube'],
    makes: ['textiles'],
    priceFactor: 1,
    logo: { colour: 'burgundy', shape: 'diamond' },
  },
  {
    name: 'Linea Casa',
    slug: 'linea-casa',
    lines: ['Lino', 'Morena', 'Serra'],
    makes: ['textiles'],
    priceFactor: 1.15,
    logo: { colour: 'beige', shape: 'wave' },
  },
  {
    name: 'PaperLine',
    slug: 'paperline',
    lines: ['Soft', 'Eco', 'Premium'],
    makes: ['paper-hygiene', 'disposables'],
    priceFactor: 0.95,
    logo: { colour: 'blue', shape: 'wave' },
  },
  {
    name: 'CleanStar',
    slug: 'cleanstar',
    lines: ['Active', 'Fresh', 'Pro'],
    makes: ['cleaning'],
    priceFactor: 1,
    logo: { colour: 'yellow', shape: 'diamond' },
  },
  {
    name: 'EcoServe',
    slug: 'ecoserve',
    lines: ['Leaf', 'Earth', 'Sprout'],
    makes: ['disposables'],
    priceFactor: 1.05,
    logo: { colour: 'olive', shape: 'leaf' },
  },
  {
    name: 'GastroTech',
    slug: 'gastrotech',
    lines: ['Compact', 'Power', 'Smart'],
    makes: ['technology'],
    priceFactor: 1,
    logo: { colour: 'anthracite', shape: 'hexagon' },
  },
  {
    name: 'Frostline',
    slug: 'frostline',
    lines: ['Arctic', 'Polar'],
    makes: ['technology/cooling'],
    priceFactor: 1.05,
    logo: { colour: 'blue', shape: 'hexagon' },
  },
  {
    name: 'Baristo',
    slug: 'baristo',
    lines: ['Crema', 'Doppio', 'Lungo'],
    makes: ['technology/coffee'],
    priceFactor: 1.1,
    logo: { colour: 'brown', shape: 'circle' },
  },
];
