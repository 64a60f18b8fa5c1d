import type { Locale } from '@/lib/config/locales';
import { attributes } from './attributes';
import { type ColourKey, colours } from './colours';
import type { DrawingKey } from './drawing-keys';
import { features } from './features';
import { type ProductPlan, ProductPlanner, rootOf } from './plan';
import { basePrice } from './pricing';
import type { ProductType } from './product-types';
import { Random, at } from './random';
import type { Size } from './sizes';
import { slugify } from '@/lib/format/slug';
import { taxonomy } from './taxonomy';
import { perLocale } from './text';
import {
  type Parameter,
  type ProductFacts,
  type ProductTexts,
  productParameters,
  productTexts,
} from './texts';
import { type GeneratedVariant, buildVariants, variantOptions } from './variants';

export type { GeneratedVariant } from './variants';

const SEED = 20_240_611;

export interface ImageSpec {
  /** File name without extension; products of the same drawing and colour share it. */
  key: string;
  drawing: DrawingKey;
  colour: ColourKey;
  group: boolean;
}

export interface GeneratedProduct {
  brandSlug: string;
  /** The subcategory key; the product's main category. */
  category: string;
  /** Every category the product is listed in, the main one first. */
  categories: string[];
  vatClass: 'standard' | 'reduced';
  isNew: boolean;
  isRecommended: boolean;
  isSale: boolean;
  isClearance: boolean;
  salesCount: number;
  boostScore: number;
  texts: Record<Locale, ProductTexts & { slug: string }>;
  parameters: Record<Locale, Parameter[]>;
  images: ImageSpec[];
  variants: GeneratedVariant[];
}

/** A group shot of three combi ovens, trays or tablecloths looks odd; these get a single image only. */
const soloDrawings = new Set<DrawingKey>([
  'tray',
  'board',
  'cutting-board',
  'cake-stand',
  'gn-lid',
  'tablecloth',
  'runner',
  'apron',
  'chef-jacket',
  'bathrobe',
  'first-aid',
  'bin',
  'bucket',
  'roll-dispenser',
  'towel-dispenser',
  'wall-dispenser',
  'mop',
]);
const clearanceChildren =
  taxonomy.find((root) => root.key === 'clearance')?.children.map((child) => child.key) ?? [];

function drawingFor(type: ProductType, size: Size | null): DrawingKey {
  const choice = type.drawing;
  if (typeof choice === 'string') return choice;
  return size && size.value >= choice.from ? choice.large : choice.small;
}

function imagesFor(plan: ProductPlan, colour: ColourKey, random: Random): ImageSpec[] {
  const drawing = drawingFor(plan.type, plan.size);
  const images: ImageSpec[] = [{ key: `${drawing}-${colour}`, drawing, colour, group: false }];
  const groupable = !soloDrawings.has(drawing) && rootOf(plan.type.category) !== 'technology';
  if (random.chance(0.4) && groupable) {
    images.push({ key: `${drawing}-${colour}-set`, drawing, colour, group: true });
  }
  return images;
}

/** Names are unique by construction; the checks only guard against a clash in future data. */
class UniqueTexts {
  private readonly names = perLocale(() => new Set<string>());
  private readonly slugs = perLocale(() => new Set<string>());

  take(texts: Record<Locale, ProductTexts>, code: string): Record<Locale, ProductTexts & { slug: string }> {
    return perLocale((locale) => {
      let name = texts[locale].name;
      if (this.names[locale].has(name)) name = `${name} ${code}`;
      this.names[locale].add(name);
      let slug = slugify(name);
      if (this.slugs[locale].has(slug)) slug = `${slug}-${code.toLowerCase()}`;
      this.slugs[locale].add(slug);
      return { ...texts[locale], name, slug };
    });
  }
}

/**
 * The deterministic demo catalog as plain data, one product at a time (so that 50,000 products never sit in
 * memory together). The same count always yields the same products.
 */
export function* generateProducts(count: number): Generator<GeneratedProduct> {
  const random = new Random(SEED);
  const planner = new ProductPlanner(random, SEED);
  const unique = new UniqueTexts();
  let variantNumber = 0;
  const nextNumber = () => ++variantNumber;

  for (let index = 0; index < count; index++) {
    const plan = planner.plan(index);
    const { type, size, line } = plan;
    const attributeKey = random.pick(type.attributes);
    const palette = type.colourBy?.[attributeKey] ?? type.colours;
    const carton = random.pick(type.cartons ?? [6, 12, 24, 36]);
    const options = variantOptions(type, size, palette, random);
    const colourKey = at(options, 0).colour;
    const flags = {
      isNew: random.chance(0.1),
      isRecommended: random.chance(0.1),
      isSale: random.chance(0.08),
      isClearance: random.chance(0.04),
    };
    const facts: ProductFacts = {
      ...plan,
      attribute: attributes[attributeKey],
      colour: colours[colourKey],
      brand: line.brand.name,
      line: line.name,
      carton,
      features: (type.features ?? []).map((key) => features[key]),
      featureIndex: random.int(0, 5),
    };
    const codeBase = [type.code, size?.token, String(index + 1).padStart(4, '0')].filter(Boolean).join('-');
    const unitPrice =
      basePrice(type, size, random.next()) * line.brand.priceFactor * random.between(0.92, 1.08);
    const variants = buildVariants(
      options,
      { type, codeBase, unitPrice, carton, isSale: flags.isSale, nextNumber },
      random,
    );
    // The colour is a parameter only where variants do not already say it.
    const showColour = type.variants !== 'colour' && type.variants !== 'colourPack' && palette.length > 1;
    const categories = [type.category, rootOf(type.category)];
    if (line.brand.taxonUnder) categories.push(`brand/${line.brand.slug}`);
    if (flags.isClearance) categories.push('clearance', random.pick(clearanceChildren));

    yield {
      brandSlug: line.brand.slug,
      category: type.category,
      categories,
      vatClass: type.vat ?? 'standard',
      ...flags,
      salesCount: Math.floor(random.next() ** 4 * 2500),
      boostScore: random.chance(0.03) ? random.int(1, 10) * 10 : 0,
      texts: unique.take(productTexts(facts), codeBase),
      parameters: productParameters(facts, showColour),
      images: imagesFor(plan, colourKey, random),
      variants,
    };
  }
}
