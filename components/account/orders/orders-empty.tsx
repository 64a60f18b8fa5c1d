import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** No orders at all (with a way to the shop), or none matching the filters (with a way to clear them). */
export function OrdersEmpty({ filtered }: { filtered: boolean }) {
  const t = useTranslations('AccountOrders');
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border border-grey-200 p-6"
      data-testid="orders-empty"
    >
      <p className="text-lg">{filtered ? t('emptyFiltered') : t('empty')}</p>
      {filtered ? (
        <Link href="/uzivatel/objednavky" className="text-blue underline hover:text-dark-blue">
          {t('reset')}
        </Link>
      ) : (
        <Link href="/" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
          {t('startShopping')}
        </Link>
      )}
    </div>
  );
}
