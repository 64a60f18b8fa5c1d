import { http, HttpResponse } from 'msw';
import type { SuggestProduct, SuggestResponse } from '@/lib/api/contract/search';
import { apiUrl } from './shop-api';

/** A product as `GET /api/search/suggest` answers it. */
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

/** Two plates, a category and a brand: a search that found something of each kind. */
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

type SuggestAnswer = (info: { term: string; request: Request }) => Response | Promise<Response>;

/**
 * `GET /api/search/suggest?q=…`: `answer` for the typed term (found plates by default). The box's other
 * call to the same path (`type=last_visited_products`, on focus) falls through to the next handler.
 */
export function suggest(answer: SuggestAnswer = () => HttpResponse.json(results())) {
  return http.get(apiUrl('/api/search/suggest'), ({ request }) => {
    const term = new URL(request.url).searchParams.get('q');
    return term === null ? undefined : answer({ term, request });
  });
}
