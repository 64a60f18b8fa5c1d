import { useFormatter, useTranslations } from 'next-intl';
import type { OrderReturn } from '@/lib/api/contract/returns';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { groupIban } from '@/lib/forms/iban';

/** The order's return requests on its page (the customer's and the administration's); nothing when there are none. */
export function OrderReturns({ returns }: { returns: readonly OrderReturn[] }) {
  const t = useTranslations('OrderReturns');
  const tReason = useTranslations('ReturnReasons');
  const format = useFormatter();
  if (returns.length === 0) return null;
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  return (
    <section aria-labelledby="order-returns-title" className="rounded-lg border border-grey-200 p-4">
      <h2 id="order-returns-title" className="mb-3 text-lg font-semibold text-dark-blue">
        {t('title')}
      </h2>
      <ul className="flex flex-col gap-4" data-testid="order-returns">
        {returns.map((request) => (
          <li
            key={request.id}
            className="flex flex-col gap-1 border-b border-grey-200 pb-4 last:border-0 last:pb-0"
          >
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-semibold">{t('request', { number: request.number })}</span>
              <span className="rounded bg-grey-100 px-2 py-0.5 text-sm">{t(`states.${request.state}`)}</span>
              <time dateTime={request.created_at} className="text-sm text-grey-600">
                {t('filedAt', { date: when(request.created_at) })}
              </time>
            </p>
            <ul aria-label={t('lines')} className="list-disc pl-5">
              {request.lines.map((line, index) => (
                <li key={index}>
                  {t('line', { quantity: line.quantity, name: `${line.code} ${line.name}` })}
                </li>
              ))}
            </ul>
            <dl className="grid gap-x-3 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-grey-600">{t('reason')}</dt>
              <dd>{tReason(request.reason)}</dd>
              {request.note && (
                <>
                  <dt className="text-grey-600">{t('note')}</dt>
                  <dd className="break-words whitespace-pre-line">{request.note}</dd>
                </>
              )}
              <dt className="text-grey-600">{t('iban')}</dt>
              <dd className="break-all">{groupIban(request.iban)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
