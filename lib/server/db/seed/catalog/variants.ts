import { type ColourKey, colours } from './colours';
import { demoEan } from './ean';
import { packDiscount, shelfPrice, toEuroCents } from './pricing';
import type { ProductType } from './product-types';
import { type Random, at } from './random';
import type { Size } from './sizes';
import { type Text, tx } from './text';

export interface GeneratedVariant {
  code: string;
  ean: string;
  name: Text;
  /** Pieces in a carton. */
  packQuantity: number;
  /** Pieces in the selling unit (a pack of n). */
  unitPieces: number;
  minQuantity: number;
  stepQuantity: number;
  stock: number;
  backorder: boolean;
  /** Net price in haléře. */
  czk: number;
  /** Net price in euro cents; null where the shop derives it from the exchange rate. */
  eur: number | null;
  /** The higher price before a sale, in haléře; null when the product is not on sale. */
  previousCzk: number | null;
  previousEur: number | null;
}

/** One selling option of a product before it gets a code, stock and prices. */
export interface VariantOption {
  name: Text;
  suffix: string;
  colour: ColourKey;
  /** Pieces in the selling unit. */
  pack: number;
  priceFactor: number;
}

const apparelSizes = ['S', 'M', 'L', 'XL', 'XXL'];
const colourPremium: Partial<Record<ColourKey, number>> = { gold: 1.3, copper: 1.3 };

function packsFor(type: ProductType, size: Size | null): number[] {
  const packs = type.packs ?? [1];
  if (Array.isArray(packs)) return packs;
  return size && size.value >= packs.from ? packs.large : packs.small;
}

function packName(pack: number, unit: ProductType['packUnit']): Text {
  if (pack === 1) return tx('1 ks', '1 ks', 'single piece');
  if (unit === 'pairs') return tx(`balenie ${pack} párov`, `balení ${pack} párů`, `pack of ${pack} pairs`);
  return tx(`balenie ${pack} ks`, `balení ${pack} ks`, `pack of ${pack}`);
}

function joinTexts(first: Text, second: Text): Text {
  return tx(`${first.sk}, ${second.sk}`, `${first.cs}, ${second.cs}`, `${first.en}, ${second.en}`);
}

/** 1–4 options along the type's variant axis; the first one's colour is the product's colour. */
export function variantOptions(
  type: ProductType,
  size: Size | null,
  palette: ColourKey[],
  random: Random,
): VariantOption[] {
  const wanted = random.weighted([1, 2, 3, 4], (n) => [40, 30, 20, 10][n - 1] ?? 0);
  const shuffled = random.shuffle([...palette]);
  const colourOption = (key: ColourKey, pack = 1): VariantOption => ({
    name: colours[key].name,
    suffix: colours[key].code,
    colour: key,
    pack,
    priceFactor: colourPremium[key] ?? 1,
  });
  switch (type.variants) {
    case 'colour':
      return shuffled.slice(0, wanted).map((key) => colourOption(key));
    case 'pack': {
      const colour = at(shuffled, 0);
      const packs = packsFor(type, size);
      return random.sample(packs, Math.min(wanted, packs.length)).map((pack) => ({
        name: packName(pack, type.packUnit),
        suffix: pack === 1 ? 'KS' : `B${pack}`,
        colour,
        pack,
        priceFactor: 1,
      }));
    }
    case 'colourPack': {
      const packs = packsFor(type, size);
      const combos = shuffled.slice(0, 2).flatMap((key) => packs.map((pack) => ({ key, pack })));
      return random.sample(combos, Math.min(wanted, combos.length)).map(({ key, pack }) => ({
        ...colourOption(key, pack),
        name: joinTexts(colours[key].name, packName(pack, type.packUnit)),
        suffix: `${colours[key].code}${pack}`,
      }));
    }
    case 'apparel': {
      const colour = at(shuffled, 0);
      const length = Math.max(2, wanted);
      const start = random.int(0, apparelSizes.length - length);
      return apparelSizes.slice(start, start + length).map((label) => ({
        name: tx(`veľkosť ${label}`, `velikost ${label}`, `size ${label}`),
        suffix: label,
        colour,
        pack: 1,
        priceFactor: label === 'XXL' ? 1.1 : 1,
      }));
    }
    case 'single':
      return [{ ...colourOption(at(shuffled, 0)), suffix: '' }];
  }
}

/** A carton holds whole packs: the type's carton size rounded to the nearest number of them. */
function cartonOf(pack: number, carton: number): number {
  return pack > 1 ? Math.max(1, Math.round(carton / pack)) * pack : carton;
}

export interface VariantContext {
  type: ProductType;
  codeBase: string;
  /** Net CZK price of one piece of this product. */
  unitPrice: number;
  carton: number;
  isSale: boolean;
  /** Running number of the catalog's variants; it makes the EANs. */
  nextNumber: () => number;
}

/** Codes, EANs, stock and prices of a product's variants. */
export function buildVariants(
  options: VariantOption[],
  context: VariantContext,
  random: Random,
): GeneratedVariant[] {
  const { type, codeBase, unitPrice, carton, isSale } = context;
  return options.map((option) => {
    const czk = shelfPrice(unitPrice * option.pack * packDiscount(option.pack) * option.priceFactor);
    const bulkStep = type.bulk === true && option.pack === 1 && carton > 1 && random.chance(0.3);
    // Nobody keeps hundreds of combi ovens in stock; appliances get a handful.
    const maxStock = unitPrice >= 10_000 ? 12 : 500;
    const stock = random.chance(0.1) ? 0 : Math.floor(1 + (maxStock - 1) * random.next() ** 2);
    const ean = demoEan(context.nextNumber());
    const eur = random.chance(0.05) ? null : toEuroCents(czk);
    const previousCzk = isSale
      ? Math.max(czk + 10, shelfPrice((czk / 100) * random.between(1.15, 1.3)))
      : null;
    return {
      code: option.suffix ? `${codeBase}-${option.suffix}` : codeBase,
      ean,
      name: option.name,
      packQuantity: cartonOf(option.pack, carton),
      unitPieces: option.pack,
      minQuantity: bulkStep ? carton : 1,
      stepQuantity: bulkStep ? carton : 1,
      stock,
      backorder: stock === 0 ? random.chance(0.6) : random.chance(0.025),
      czk,
      eur,
      previousCzk,
      previousEur: eur === null || previousCzk === null ? null : toEuroCents(previousCzk),
    };
  });
}
