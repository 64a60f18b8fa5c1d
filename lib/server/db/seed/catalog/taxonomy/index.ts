import { diningRoots } from './dining';
import { hospitalityRoots } from './hospitality';
import type { RootCategorySeed } from './model';
import { operationsRoots } from './operations';

export type { CategorySeed, RootCategorySeed } from './model';

const byKey = new Map(
  [...diningRoots, ...hospitalityRoots, ...operationsRoots].map((root) => [root.key, root]),
);

export const rootCategoryOrder = [
  'tableware',
  'cutlery',
  'glass',
  'cosmetics',
  'kitchen',
  'textiles',
  'paper-hygiene',
  'cleaning',
  'disposables',
  'technology',
  'clearance',
] as const;

/** The 11 root categories in menu order, each with its subcategories. */
export const taxonomy: RootCategorySeed[] = rootCategoryOrder.map((key) => {
  const root = byKey.get(key);
  if (!root) throw new Error(`Root category ${key} has no data`);
  return root;
});
