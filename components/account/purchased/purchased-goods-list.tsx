import { useTranslations } from 'next-intl';
import type { PurchasedGoodsResponse } from '@/lib/api/contract/purchased-goods';
import { Link } from '@/lib/i18n/navigation';
import { PurchasedItemRow } from './purchased-item-row';

/** The items bought, or why there are none: nothing bought yet, or nothing matching the search. */
export function PurchasedGoodsList({
  goods,
  search,
}: {
  goods: PurchasedGoodsResponse;
  search: string | null;
}) {
  const t = useTranslations('PurchasedGoods');
  if (goods.total === 0) {
    return (
      <div
        className="flex flex-col items-start gap-3 rounded-lg border border-grey-200 p-6"
        data-testid="purchased-empty"
      >
        <p className="text-lg">{search ? t('emptySearch', { q: search }) : t('empty')}</p>
        {!search && (
          <Link href="/" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
            {t('startShopping')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-grey-600" role="status">
        {t('count', { count: goods.total })}
      </p>
      <ul className="divide-y divide-grey-200 border-y border-grey-200">
        {goods.items.map((item) => (
          <PurchasedItemRow
            key={`${item.code}-${item.offer?.variant_id ?? ''}`}
            item={item}
            priceMode={goods.price_mode}
            currency={goods.currency_code}
          />
        ))}
      </ul>
    </>
  );
}
