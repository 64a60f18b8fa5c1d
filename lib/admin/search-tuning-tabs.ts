/**
 * The search tuning page's parts (`?tab=`): synonyms, pinned products, the log of searches, and the most
 * searched terms the shop shows (to hide some).
 */
export const searchTuningTabs = ['synonyma', 'pripnute', 'hladania', 'najhladanejsie'] as const;
export type SearchTuningTab = (typeof searchTuningTabs)[number];
