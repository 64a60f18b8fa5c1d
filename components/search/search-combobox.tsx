'use client';

import { useTranslations } from 'next-intl';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/api/contract/limits';
import type { useSearchSuggest } from '@/lib/api/hooks/use-search-suggest';
import { loadSuggestionLists } from '@/lib/api/hooks/use-search-suggestions';
import { useSearchSubmit } from '@/lib/api/hooks/use-search-submit';
import { useSearchStore } from '@/lib/stores/search-store';
import { SearchIcon } from './search-icon';
import { buildSearchPanel, panelOptions, type SearchOption } from './search-panel';
import type { SearchVariant } from './search-popup';

// The list (its options, prices and pictures) loads when the input first gets the focus, not with every page.
const SearchPopup = lazy(() => import('./search-popup').then((module) => ({ default: module.SearchPopup })));

interface SearchComboboxProps {
  variant: SearchVariant;
  suggest: ReturnType<typeof useSearchSuggest>;
  /** Called when the visitor leaves for a result or the search page (the overlay closes then). */
  onLeave?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Shown beside the input (the overlay's close button). */
  trailing?: ReactNode;
}

/**
 * The search input with its list (ARIA combobox pattern): the focus stays in the input, the arrow keys
 * move the active option, Enter opens it (or submits the search), Escape and a click outside close the list.
 */
export function SearchCombobox({ variant, suggest, onLeave, inputRef, trailing }: SearchComboboxProps) {
  const t = useTranslations('Search');
  const listboxId = `${useId()}-listbox`;
  const root = useRef<HTMLDivElement>(null);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const [listOpen, setListOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const state = useSearchStore(
    useShallow(({ query, status, resultsTerm, results, lastVisitedProducts, mostSearched }) => ({
      query,
      status,
      resultsTerm,
      results,
      lastVisitedProducts,
      mostSearched,
    })),
  );
  const panel = useMemo(() => buildSearchPanel(state), [state]);
  const options = useMemo(() => panelOptions(panel), [panel]);
  // The overlay is the list: it is open as long as the overlay is.
  const expanded = variant === 'overlay' || listOpen;
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = useCallback(
    (option: SearchOption) => `${listboxId}-${options.indexOf(option)}`,
    [listboxId, options],
  );
  const active = options[activeIndex];
  const activeId = active ? optionId(active) : undefined;

  const closeList = useCallback(() => {
    setListOpen(false);
    setActiveKey(null);
  }, []);
  const leave = useCallback(() => {
    closeList();
    onLeave?.();
  }, [closeList, onLeave]);
  const { submit, cancelSubmit, openUrl, openSearchPage } = useSearchSubmit(leave);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    if (variant !== 'inline' || !listOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) closeList();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [variant, listOpen, closeList]);

  const typeQuery = (query: string, force: boolean) => {
    useSearchStore.getState().setQuery(query);
    cancelSubmit();
    suggest.search(query, { force });
    setListOpen(true);
    setActiveKey(null);
  };

  const chooseTerm = (term: string) => {
    typeQuery(term, true);
    input.current?.focus();
  };

  const onFocus = () => {
    setListOpen(true);
    void loadSuggestionLists();
    // Results of another term (or none, after a cancelled search) are brought up to date at once.
    const { query, status, resultsTerm } = useSearchStore.getState();
    const term = query.trim();
    const current = status === 'searching' || (status === 'searched' && resultsTerm === term);
    if (term.length >= SEARCH_MIN_LENGTH && !current) suggest.search(query, { force: true });
  };

  const submitQuery = () => {
    suggest.cancel();
    void submit(useSearchStore.getState().query);
  };

  const activate = (option: SearchOption) => {
    switch (option.kind) {
      case 'term':
        return chooseTerm(option.term);
      case 'more':
        return openSearchPage(option.term);
      case 'product':
      case 'last-visited':
        return openUrl(option.product.url);
      case 'category':
        return openUrl(option.category.url);
      case 'brand':
        return openUrl(option.brand.url);
    }
  };

  const moveActive = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActiveKey(options[next]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (expanded) moveActive(event.key === 'ArrowDown' ? 1 : -1);
        else setListOpen(true);
        return;
      case 'Enter':
        event.preventDefault();
        if (active) activate(active);
        else submitQuery();
        return;
      case 'Escape':
        // In the overlay Escape closes the overlay itself (the dialog handles it).
        if (variant === 'inline' && listOpen) {
          event.preventDefault();
          closeList();
        }
        return;
      case 'Tab':
        if (variant === 'inline') closeList();
        return;
    }
  };

  return (
    <div
      ref={root}
      className={variant === 'inline' ? 'relative w-full max-w-[600px]' : 'flex min-h-0 flex-1 flex-col'}
    >
      <div className={variant === 'inline' ? 'flex' : 'flex items-center gap-2 border-b border-grey-200 p-3'}>
        <form
          role="search"
          className="flex min-w-0 flex-1 items-center rounded-full border border-field bg-white focus-within:border-blue"
          onSubmit={(event) => {
            event.preventDefault();
            submitQuery();
          }}
        >
          {/* 16 px below lg: phone browsers zoom into a smaller input when it gets the focus. */}
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t('label')}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            value={state.query}
            placeholder={t('placeholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => typeQuery(event.target.value, false)}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-l-full bg-transparent px-4 py-2 text-base text-grey-900 placeholder:text-grey-600 focus-visible:outline-offset-0 lg:text-sm"
          />
          <button
            type="submit"
            aria-label={t('submit')}
            className="rounded-r-full px-4 py-2 text-dark-blue hover:text-blue"
          >
            <SearchIcon />
          </button>
        </form>
        {trailing}
      </div>
      {expanded && (
        <Suspense>
          <SearchPopup
            variant={variant}
            listboxId={listboxId}
            panel={panel}
            activeKey={active?.key ?? null}
            optionId={optionId}
            onLeave={leave}
            onChooseTerm={chooseTerm}
          />
        </Suspense>
      )}
    </div>
  );
}
