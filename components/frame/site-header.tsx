import { useTranslations } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/config/locales';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  return (
    <header className="border-b border-grey-200 bg-white">
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="font-display text-2xl font-bold text-dark-blue" aria-label={t('homeLink')}>
          {t('logo')}
        </Link>
        <nav aria-label={t('languages')}>
          <ul className="flex gap-2 text-sm">
            {routing.locales.map((other) => (
              <li key={other}>
                <Link
                  href="/"
                  locale={other}
                  hrefLang={other}
                  aria-current={other === locale ? 'true' : undefined}
                  className={
                    other === locale
                      ? 'rounded bg-dark-blue px-2 py-1 font-semibold text-white'
                      : 'rounded px-2 py-1 text-blue hover:bg-light-blue'
                  }
                >
                  {t(`language.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
