import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { localizeOpeningHours } from '@/lib/format/opening-hours';
import type { Branch, BranchDirectory } from '@/lib/server/services/content/branches';

function Address({ branch }: { branch: Branch }) {
  return (
    <>
      {branch.street}, {branch.zip} {branch.city}
    </>
  );
}

function PickupPoints({ points, country }: { points: Branch[]; country: Branch['country'] }) {
  const t = useTranslations('Content');
  const locale = useLocale() as Locale;
  const inCountry = points.filter((point) => point.country === country);
  if (inCountry.length === 0) return null;
  return (
    <details className="rounded-lg border border-grey-200 p-4">
      <summary className="cursor-pointer font-medium text-dark-blue">
        {t('pickupPointsIn', { country: t(`country.${country}`), count: inCountry.length })}
      </summary>
      <ul className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {inCountry.map((point) => (
          <li key={point.id}>
            <p className="font-medium">{point.name}</p>
            <p className="text-grey-700">
              <Address branch={point} />
            </p>
            <p className="text-grey-600">{localizeOpeningHours(point.openingHours, locale)}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The contact page's `#pobocky`: the showrooms with their opening hours, then the pickup points. */
export function BranchList({ directory }: { directory: BranchDirectory }) {
  const t = useTranslations('Content');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="pobocky" className="space-y-4">
      <h2 id="pobocky" className="scroll-mt-28 text-2xl font-semibold">
        {t('branches')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {directory.showrooms.map((branch) => (
          <li key={branch.id} className="rounded-lg border border-grey-200 bg-grey-50 p-4">
            <h3 className="text-lg font-semibold">{branch.name}</h3>
            <p className="mt-1">
              <Address branch={branch} />
            </p>
            <p className="mt-2 text-sm">
              <span className="font-medium">{t('openingHours')}:</span>{' '}
              {localizeOpeningHours(branch.openingHours, locale)}
            </p>
          </li>
        ))}
      </ul>
      {directory.pickupPoints.length > 0 && (
        <p>{t('pickupPointsLead', { count: directory.pickupPoints.length })}</p>
      )}
      <PickupPoints points={directory.pickupPoints} country="CZ" />
      <PickupPoints points={directory.pickupPoints} country="SK" />
    </section>
  );
}
