import {
  type MostSearchedTerm,
  type SuggestBrand,
  type SuggestCategory,
  type SuggestProduct,
  type SuggestResponse,
} from '@/lib/api/contract/search';
import { SEARCH_MIN_LENGTH } from '@/lib/api/contract/limits';
import { hasAnyResult, type SearchState } from '@/lib/stores/search-store';

export type SearchOption =
  | { kind: 'product'; key: string; product: SuggestProduct }
  | { kind: 'category'; key: string; category: SuggestCategory }
  | { kind: 'brand'; key: string; brand: SuggestBrand }
  | { kind: 'more'; key: string; term: string }
  | { kind: 'term'; key: string; term: string }
  | { kind: 'last-visited'; key: string; product: SuggestProduct };

export type SearchGroupName = 'products' | 'categories' | 'brands' | 'more' | 'mostSearched' | 'lastVisited';

export interface SearchGroup {
  name: SearchGroupName;
  options: SearchOption[];
}

export type SearchHint = 'tooShort' | 'searching' | 'noResult';

/** What the box's list shows: a line of text and the groups of options the arrow keys move through. */
export interface SearchPanel {
  hint: SearchHint | null;
  groups: SearchGroup[];
}

type PanelInput = Pick<
  SearchState,
  'query' | 'status' | 'resultsTerm' | 'results' | 'lastVisitedProducts' | 'mostSearched'
>;

function suggestionGroups(mostSearched: MostSearchedTerm[], lastVisited: SuggestProduct[]): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      name: 'mostSearched',
      options: mostSearched.map(({ term }) => ({ kind: 'term', key: `term-${term}`, term })),
    },
    {
      name: 'lastVisited',
      options: lastVisited.map((product) => ({
        kind: 'last-visited',
        key: `visited-${product.id}`,
        product,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

function resultGroups(results: SuggestResponse, term: string): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      name: 'products',
      options: results.products.map((product) => ({
        kind: 'product',
        key: `product-${product.id}`,
        product,
      })),
    },
    {
      name: 'categories',
      options: results.categories.map((category) => ({
        kind: 'category',
        key: `category-${category.id}`,
        category,
      })),
    },
    {
      name: 'brands',
      options: results.brands.map((brand) => ({ kind: 'brand', key: `brand-${brand.id}`, brand })),
    },
  ];
  return [
    ...groups.filter((group) => group.options.length > 0),
    { name: 'more', options: [{ kind: 'more', key: 'more', term }] },
  ];
}

/**
 * Spec §2/§4: under 3 characters the hint with most searched terms and last visited products; from 3 the
 * results (the previous ones stay while a newer search runs), or the no-result text once answered.
 */
export function buildSearchPanel(state: PanelInput): SearchPanel {
  const term = state.query.trim();
  if (term.length < SEARCH_MIN_LENGTH) {
    return { hint: 'tooShort', groups: suggestionGroups(state.mostSearched, state.lastVisitedProducts) };
  }
  const shown = state.resultsTerm !== null && hasAnyResult(state.results);
  const answered = state.status === 'searched' && state.resultsTerm === term;
  if (answered) {
    return shown
      ? { hint: null, groups: resultGroups(state.results, term) }
      : { hint: 'noResult', groups: [] };
  }
  return { hint: 'searching', groups: shown ? resultGroups(state.results, term) : [] };
}

export function panelOptions(panel: SearchPanel): SearchOption[] {
  return panel.groups.flatMap((group) => group.options);
}
