import { type BrandSeed, brandSeeds } from './brands';
import { type ProductType, type Style, productTypes } from './product-types';
import { Random, at, hashString } from './random';
import type { Size } from './sizes';
import { taxonomy } from './taxonomy';

export interface Line {
  brand: BrandSeed;
  name: string;
}

/** What a product's name is made of: its type, size, style, collection and series. */
export interface ProductPlan {
  type: ProductType;
  size: Size | null;
  style: Style | null;
  line: Line;
  /** 0 the first time a name is used; each further round adds a series numeral. */
  series: number;
}

/** Per product type: its name combinations in a shuffled order and how many have been used. */
interface TypeState {
  lines: Line[];
  sizeCount: number;
  styleCount: number;
  combinations: number;
  order: number[] | null;
  used: number;
}

export function rootOf(categoryKey: string): string {
  return categoryKey.split('/')[0] ?? categoryKey;
}

function linesFor(type: ProductType): Line[] {
  const lines = brandSeeds
    .filter((brand) => brand.makes.includes(rootOf(type.category)) || brand.makes.includes(type.category))
    .flatMap((brand) => brand.lines.map((name) => ({ brand, name })));
  if (lines.length === 0) throw new Error(`No brand makes ${type.key}`);
  return lines;
}

/** Subcategories round-robin across roots, so that even a small catalog touches every root. */
function interleavedSubcategories(): string[] {
  const roots = taxonomy.filter((root) => root.key !== 'clearance');
  const longest = Math.max(...roots.map((root) => root.children.length));
  const order: string[] = [];
  for (let i = 0; i < longest; i++) {
    for (const root of roots) {
      const child = root.children[i];
      if (child) order.push(child.key);
    }
  }
  return order;
}

/**
 * Chooses the type of each product and a name combination (size × style × line) that no earlier product
 * of the type had. Each type walks through its own shuffled list of combinations; when the list runs out,
 * the next round repeats it with a series numeral, so names stay unique for any number of products.
 */
export class ProductPlanner {
  private readonly states = new Map<string, TypeState>();
  private readonly typesByCategory = new Map<string, ProductType[]>();
  private readonly firstPass = interleavedSubcategories();

  constructor(
    private readonly random: Random,
    private readonly seed: number,
  ) {
    for (const type of productTypes) {
      const lines = linesFor(type);
      const sizeCount = Math.max(1, type.sizes.length);
      const styleCount = 1 + (type.styles?.length ?? 0);
      const combinations = sizeCount * styleCount * lines.length;
      this.states.set(type.key, { lines, sizeCount, styleCount, combinations, order: null, used: 0 });
      this.typesByCategory.set(type.category, [...(this.typesByCategory.get(type.category) ?? []), type]);
    }
  }

  plan(index: number): ProductPlan {
    const firstCategory = this.firstPass[index];
    const candidates = firstCategory
      ? (this.typesByCategory.get(firstCategory) ?? productTypes)
      : productTypes;
    const type = this.random.weighted(candidates, (candidate) => candidate.weight ?? 1);
    const state = this.states.get(type.key);
    if (!state) throw new Error(`Unknown type ${type.key}`);
    state.order ??= new Random(hashString(type.key) ^ this.seed).shuffle(
      Array.from({ length: state.combinations }, (_, i) => i),
    );
    const combination = at(state.order, state.used % state.combinations);
    const series = Math.floor(state.used / state.combinations);
    state.used++;
    const styleIndex = Math.floor(combination / state.sizeCount) % state.styleCount;
    return {
      type,
      size: type.sizes[combination % state.sizeCount] ?? null,
      style: styleIndex === 0 ? null : (type.styles?.[styleIndex - 1] ?? null),
      line: at(state.lines, Math.floor(combination / (state.sizeCount * state.styleCount))),
      series,
    };
  }
}
