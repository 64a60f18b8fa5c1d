import type { ColourKey } from '../colours';
import type { DrawingKey } from '../drawing-keys';
import type { Text } from '../text';

export interface CategorySeed {
  /** Stable key, e.g. "tableware" or "tableware/plates". */
  key: string;
  name: Text;
  description: Text;
  /** What the category image shows. */
  image: { drawing: DrawingKey; colour: ColourKey };
}

export interface RootCategorySeed extends CategorySeed {
  iconName: string;
  /** `categories.search_weight`: below 0 sinks the root's products in searches for a generic word. */
  searchWeight?: number;
  children: CategorySeed[];
}

export function sub(
  key: string,
  name: Text,
  description: Text,
  drawing: DrawingKey,
  colour: ColourKey,
): CategorySeed {
  return { key, name, description, image: { drawing, colour } };
}
