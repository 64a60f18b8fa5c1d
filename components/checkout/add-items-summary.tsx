'use client';

import { useTranslations } from 'next-intl';
import type { AddItemsToCartResponse } from '@/lib/api/contract/cart';
import { Link, usePathname } from '@/lib/i18n/navigation';

interface AddItemsSummaryProps {
  result: Pick<AddItemsToCartResponse, 'added' | 'refused'>;
  /** The items' names by variant id, as the shopper saw them before adding. */
  names: ReadonlyMap<number, string>;
}

/** What `add-items` put into the cart and what it refused, with the reason in the shopper's language. */
export function AddItemsSummary({ result, names }: AddItemsSummaryProps) {
  const t = useTranslations('AddItems');
  const onOrderPage = usePathname() === '/objednavka';
  const name = (id: number) => names.get(id) ?? String(id);
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded border border-grey-200 bg-grey-50 p-4"
      data-testid="add-items-summary"
    >
      <p className={result.added.length > 0 ? 'font-semibold text-dark-green' : 'font-semibold'}>
        {result.added.length > 0 ? t('added', { count: result.added.length }) : t('noneAdded')}
      </p>
      {result.refused.length > 0 && (
        <div>
          <p>{t('refusedTitle')}</p>
          <ul className="list-disc pl-5 text-red" data-testid="refused-items">
            {result.refused.map((line) => (
              <li key={line.item_variant_id}>
                {t('refusedLine', {
                  name: name(line.item_variant_id),
                  quantity: line.quantity,
                  reason: line.message,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.added.length > 0 && !onOrderPage && (
        <Link
          href="/objednavka"
          className="self-start rounded bg-dark-green px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('goToOrder')}
        </Link>
      )}
    </div>
  );
}
