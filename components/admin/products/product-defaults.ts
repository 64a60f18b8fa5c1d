import type { VariantInput } from '@/lib/api/contract/admin/products';
import type { ProductFormValues } from './product-form-types';

const emptyText = () => ({ name: '', slug: '', short_description: '', description: '', parameters: [] });

export function emptyVariant(): VariantInput {
  return {
    id: null,
    code: '',
    ean: '',
    name: { sk: '', cs: '', en: '' },
    pack_quantity: 1,
    unit_pieces: 1,
    min_quantity: 1,
    step_quantity: 1,
    stock: 0,
    backorder: false,
    is_active: true,
    // NaN until typed: the form asks for the price instead of sending 0.
    price_cz: Number.NaN,
    price_sk: null,
  };
}

/** A new product starts active, with one variant and nothing chosen. */
export function emptyProduct(): ProductFormValues {
  return {
    translations: { sk: emptyText(), cs: emptyText(), en: emptyText() },
    brand_id: null,
    main_category_id: 0,
    category_ids: [],
    vat_class: 'standard',
    is_new: false,
    is_recommended: false,
    is_sale: false,
    is_clearance: false,
    is_active: true,
    variants: [emptyVariant()],
  };
}
