import type { CustomerKey } from './customers-data';

export interface RecommendedPick {
  /** A category key of the catalog generator. */
  category: string;
  /** How many of its products (the first active variant of each). */
  products: number;
  /** The quantity the dealer suggests; raised to the variant's minimum and steps. */
  quantity: number;
}

/**
 * What the dealer recommends: a bistro restocks plates, cutlery, glasses, napkins, take-away boxes and
 * dishwashing; a hotel its bathroom amenities, towels, bed linen, toilet paper and sanitary cleaners.
 */
export const recommendedPicks: Partial<Record<CustomerKey, RecommendedPick[]>> = {
  bistroVltava: [
    { category: 'tableware/plates', products: 2, quantity: 24 },
    { category: 'tableware/bowls', products: 1, quantity: 12 },
    { category: 'cutlery/table', products: 2, quantity: 24 },
    { category: 'glass/water', products: 1, quantity: 24 },
    { category: 'glass/wine', products: 1, quantity: 12 },
    { category: 'paper-hygiene/napkins', products: 1, quantity: 10 },
    { category: 'disposables/boxes', products: 1, quantity: 5 },
    { category: 'cleaning/dishwashing', products: 1, quantity: 2 },
  ],
  hotelPromenada: [
    { category: 'cosmetics/shampoos', products: 1, quantity: 200 },
    { category: 'cosmetics/soaps', products: 1, quantity: 200 },
    { category: 'cosmetics/amenities', products: 1, quantity: 100 },
    { category: 'textiles/towels', products: 2, quantity: 40 },
    { category: 'textiles/bedding', products: 1, quantity: 20 },
    { category: 'textiles/bathrobes', products: 1, quantity: 10 },
    { category: 'paper-hygiene/toilet-paper', products: 1, quantity: 8 },
    { category: 'cleaning/sanitary', products: 1, quantity: 6 },
  ],
};
