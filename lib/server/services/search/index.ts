export { logSearch } from './search-log';
export { searchTermKey } from './search-term-key';
export { shownMostSearched } from './shown-most-searched';
