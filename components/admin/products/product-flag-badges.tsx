'use client';

import { useTranslations } from 'next-intl';
import type { AdminProductRow } from '@/lib/api/contract/admin/products';

type Flags = Pick<AdminProductRow, 'is_new' | 'is_recommended' | 'is_sale' | 'is_clearance' | 'is_active'>;

/** The product's flags as small labels; an inactive product says so first. */
export function ProductFlagBadges({ product }: { product: Flags }) {
  const t = useTranslations('Admin.products.flags');
  const labels = [
    !product.is_active && t('inactive'),
    product.is_new && t('new'),
    product.is_recommended && t('recommended'),
    product.is_sale && t('sale'),
    product.is_clearance && t('clearance'),
  ].filter((label): label is string => Boolean(label));
  return (
    <ul className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label} className="rounded bg-grey-100 px-1.5 py-0.5 text-xs whitespace-nowrap">
          {label}
        </li>
      ))}
    </ul>
  );
}
