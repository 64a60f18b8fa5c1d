import { create } from 'zustand';
import type { MostSearchedTerm, SuggestResponse, SuggestProduct } from '@/lib/api/contract/search';

/** Spec §4: nothing asked yet (or under 3 characters), a request on its way, an answer shown. */
export type SearchStatus = 'idle' | 'searching' | 'searched';

export const emptySuggestResults: SuggestResponse = { products: [], categories: [], brands: [] };

export interface SuggestionLists {
  lastVisitedProducts: SuggestProduct[];
  mostSearched: MostSearchedTerm[];
}

/** Spec §3 "Store areas: search": the search box's state, shared by its desktop and mobile forms. */
export interface SearchState extends SuggestionLists {
  query: string;
  status: SearchStatus;
  /** The term the shown results belong to. */
  resultsTerm: string | null;
  results: SuggestResponse;
  /** When the suggestion lists were last asked for; null means "ask on the next focus". */
  listsFetchedAt: number | null;
  /** When the visitor last moved to another page (a product visit changes the last visited list). */
  navigatedAt: number | null;
}

export interface SearchActions {
  setQuery: (query: string) => void;
  startSearch: () => void;
  /** A cancelled request leaves no "searching…" behind. */
  stopSearching: () => void;
  showResults: (term: string, results: SuggestResponse) => void;
  clearResults: () => void;
  /** Taken before the request goes, so repeated focus does not send a second one. */
  markListsFetched: (at: number | null) => void;
  setLists: (lists: SuggestionLists) => void;
  markNavigated: (at: number) => void;
}

export type SearchStore = SearchState & SearchActions;

export const initialSearchState: SearchState = {
  query: '',
  status: 'idle',
  resultsTerm: null,
  results: emptySuggestResults,
  lastVisitedProducts: [],
  mostSearched: [],
  listsFetchedAt: null,
  navigatedAt: null,
};

export const useSearchStore = create<SearchStore>()((set) => ({
  ...initialSearchState,
  setQuery: (query) => set({ query }),
  startSearch: () => set({ status: 'searching' }),
  stopSearching: () => set((state) => (state.status === 'searching' ? { status: 'idle' } : state)),
  showResults: (resultsTerm, results) => set({ status: 'searched', resultsTerm, results }),
  clearResults: () => set({ status: 'idle', resultsTerm: null, results: emptySuggestResults }),
  markListsFetched: (listsFetchedAt) => set({ listsFetchedAt }),
  setLists: ({ lastVisitedProducts, mostSearched }) => set({ lastVisitedProducts, mostSearched }),
  markNavigated: (navigatedAt) => set({ navigatedAt }),
}));

export function hasAnyResult(results: SuggestResponse): boolean {
  return results.products.length + results.categories.length + results.brands.length > 0;
}
