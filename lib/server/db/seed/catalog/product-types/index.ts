import { cleaningTypes } from './cleaning';
import { cosmeticsTypes } from './cosmetics';
import { cutleryTypes } from './cutlery';
import { disposablesTypes } from './disposables';
import { glassTypes } from './glass';
import { kitchenTypes } from './kitchen';
import type { ProductType } from './model';
import { paperHygieneTypes } from './paper-hygiene';
import { tablewareTypes } from './tableware';
import { technologyTypes } from './technology';
import { textilesTypes } from './textiles';

export type { ProductType, Style, VariantAxis } from './model';

export const productTypes: ProductType[] = [
  ...tablewareTypes,
  ...cutleryTypes,
  ...glassTypes,
  ...cosmeticsTypes,
  ...kitchenTypes,
  ...textilesTypes,
  ...paperHygieneTypes,
  ...cleaningTypes,
  ...disposablesTypes,
  ...technologyTypes,
];
