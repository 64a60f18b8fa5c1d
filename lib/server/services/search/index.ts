export { codePrefixPattern, productCodePattern } from './code-prefix';
export { logSearch } from './search-log';
export { categoryWeight, matchTier, relevanceScore, soldCount } from './relevance-sql';
export { searchTermKey } from './search-term-key';
export { shownMostSearched } from './shown-most-searched';
