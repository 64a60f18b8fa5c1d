import { useLocale, useTranslations } from 'next-intl';
import { addDays, shopToday } from '@/lib/admin/statistics/days';
import type { StatisticsQuery } from '@/lib/api/contract/admin/statistics';
import { channelIds } from '@/lib/config/channels';
import { getPathname, Link } from '@/lib/i18n/navigation';

const QUICK_RANGES = [7, 30, 90] as const;
const here = { pathname: '/admin/[page]', params: { page: 'statistiky' } } as const;
const fieldClass = 'w-full rounded border border-field bg-white px-3 py-2 focus:border-blue';

/** The URL's other choices a new period keeps. */
function kept(query: StatisticsQuery) {
  return {
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.top_by === 'revenue' ? {} : { top_by: query.top_by }),
  };
}

/**
 * The period and shop as a plain GET form (it works before the page's scripts load, and the URL keeps
 * the choice), and links to the last 7, 30 and 90 days.
 */
export function StatisticsRangeForm({ query, error }: { query: StatisticsQuery; error: string | null }) {
  const t = useTranslations('Admin.statistics.range');
  const locale = useLocale();
  const today = shopToday();
  return (
    <div className="space-y-3">
      <form
        method="get"
        action={getPathname({ href: here, locale })}
        aria-label={t('label')}
        className="grid gap-3 rounded-lg border border-grey-200 bg-grey-50 p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4"
      >
        <div>
          <label htmlFor="statistics-from" className="mb-1 block text-sm font-medium">
            {t('from')}
          </label>
          <input
            id="statistics-from"
            type="date"
            name="from"
            required
            defaultValue={query.from}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="statistics-to" className="mb-1 block text-sm font-medium">
            {t('to')}
          </label>
          <input
            id="statistics-to"
            type="date"
            name="to"
            required
            defaultValue={query.to}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="statistics-channel" className="mb-1 block text-sm font-medium">
            {t('channel')}
          </label>
          <select
            id="statistics-channel"
            name="channel"
            defaultValue={query.channel ?? ''}
            className={fieldClass}
          >
            <option value="">{t('allChannels')}</option>
            {channelIds.map((channel) => (
              <option key={channel} value={channel}>
                {t(`channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
        {query.top_by !== 'revenue' && <input type="hidden" name="top_by" value={query.top_by} />}
        <button
          type="submit"
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('show')}
        </button>
        {error && (
          <p role="alert" className="text-sm text-red sm:col-span-2 lg:col-span-4">
            {error}
          </p>
        )}
      </form>
      <nav aria-label={t('quick')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {QUICK_RANGES.map((days) => {
            const from = addDays(today, 1 - days);
            const current = query.from === from && query.to === today;
            return (
              <li key={days}>
                <Link
                  href={{ ...here, query: { from, to: today, ...kept(query) } }}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 ${current ? 'border-blue bg-blue text-white' : 'border-grey-300 hover:border-blue'}`}
                >
                  {t('lastDays', { days })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
