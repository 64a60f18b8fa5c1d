/** The search tuning page's parts (`?tab=`): synonyms, pinned products, the log of searches. */
export const searchTuningTabs = ['synonyma', 'pripnute', 'hladania'] as const;
export type SearchTuningTab = (typeof searchTuningTabs)[number];
