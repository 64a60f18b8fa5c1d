import { act } from '@testing-library/react';
import type { SuggestProduct, SuggestResponse } from '@/lib/api/contract/search';

export const BASE = 'http://shop.test';
export const SUGGEST_URL = `${BASE}/api/search/suggest`;
export const BY_CODE_URL = `${BASE}/api/search/by-code`;

export function product(id: number, name: string, withVat = 123_450, withoutVat = 102_025): SuggestProduct {
  return {
    id,
    name,
    url: `/produkt/produkt-${id}`,
    mainImage: { url: `/media/products/${id}.webp`, width: 600, height: 600 },
    found_by_code: false,
    selledBySales: 0,
    soldBySalesSteps: 0,
    score: 1,
    price: { with_vat: withVat, without_vat: withoutVat, currency: 'CZK' },
  };
}

export function results(overrides: Partial<SuggestResponse> = {}): SuggestResponse {
  return {
    products: [product(1, 'Tanier plytký 27 cm Aurora'), product(2, 'Tanier hlboký 22 cm Aurora', 98_000)],
    categories: [
      {
        id: 10,
        name: 'Stolovanie › Taniere',
        stripName: 'Taniere',
        url: '/kategorie/taniere',
        image: null,
      },
    ],
    brands: [{ id: 20, name: 'Aurora', url: '/kategorie/aurora', image: null }],
    ...overrides,
  };
}

/** Gives fetches, MSW and React real turns of the event loop while the faked timers stand still. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** A promise the test resolves when it wants a server answer to arrive. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
