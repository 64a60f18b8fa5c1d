'use client';

import { useTranslations } from 'next-intl';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';

interface VariantChooserProps {
  variants: Pick<ProductVariant, 'id' | 'name' | 'code'>[];
  selectedId: number;
  onSelect: (variantId: number) => void;
}

/** Options as a radio group: arrow keys move between them, as in any native radio group. */
export function VariantChooser({ variants, selectedId, onSelect }: VariantChooserProps) {
  const t = useTranslations('Product');
  if (variants.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-grey-700">{t('variant')}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className="cursor-pointer rounded border border-grey-300 px-3 py-2 text-sm has-checked:border-blue has-checked:bg-light-blue has-checked:text-dark-blue has-focus-visible:outline-2 has-focus-visible:outline-blue"
          >
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={variant.id === selectedId}
              onChange={() => onSelect(variant.id)}
              className="sr-only"
            />
            {variant.name || variant.code}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
