import type { AttributeKey } from '../attributes';
import type { ColourKey } from '../colours';
import type { DrawingKey } from '../drawing-keys';
import type { FeatureKey } from '../features';
import type { Size } from '../sizes';
import type { Genders, Text } from '../text';

/** What the variants of a product differ in. */
export type VariantAxis = 'colour' | 'pack' | 'colourPack' | 'apparel' | 'single';

/** A name variation ("with rim", "Square") that multiplies the distinct product names of a type. */
export interface Style {
  label: Text;
  /** English puts adjectives before the noun: "Square bowl". */
  enBefore?: boolean;
}

export type DrawingChoice = DrawingKey | { small: DrawingKey; large: DrawingKey; from: number };

/** Pack sizes, possibly different for small sizes (miniatures by hundreds) and big ones (bottles by few). */
export type PackChoice = number[] | { small: number[]; large: number[]; from: number };

export interface ProductType {
  key: string;
  /** The subcategory key, e.g. "tableware/plates". */
  category: string;
  /** First segment of variant codes. */
  code: string;
  /** As it starts product names: "Tanier plytký". Unique per locale among all types. */
  name: Text;
  /** As it appears in sentences: "plytký tanier". */
  phrase: Text;
  genders: Genders;
  /** Completes "… is designed …": "na servírovanie hlavných jedál". */
  use: Text;
  /** Empty when the name carries no size (aprons, kits, dispensers). */
  sizes: Size[];
  /** Plausible net CZK price of one piece of the smallest and of the biggest size. */
  price: [number, number];
  attributes: AttributeKey[];
  colours: ColourKey[];
  /** Colours that go with one attribute only (a steel tray is steel-coloured). */
  colourBy?: Partial<Record<AttributeKey, ColourKey[]>>;
  variants: VariantAxis;
  /** Pieces per selling unit for pack variants. */
  packs?: PackChoice;
  packUnit?: 'pairs';
  styles?: Style[];
  features?: FeatureKey[];
  /** Carton sizes (variants.pack_quantity). */
  cartons?: number[];
  drawing: DrawingChoice;
  vat?: 'reduced';
  /** How often the type occurs relative to others (default 1). */
  weight?: number;
  /** Mains connection of appliances. */
  voltage?: string;
  /** Sold to businesses by the carton: some variants step by pack quantity. */
  bulk?: boolean;
}
