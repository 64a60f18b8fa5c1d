import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/config/channels';
import { contacts } from '@/lib/config/contacts';
import type { Locale } from '@/lib/config/locales';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { AccountMenu } from './account-menu';
import { InfoLine } from './info-line';
import { Logo } from './logo';

export function SiteHeader({ locale, channel }: { locale: Locale; channel: Channel }) {
  const t = useTranslations('Header');
  return (
    <header className="border-b border-grey-200 bg-white">
      <InfoLine contacts={contacts[channel.id]} />
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <div className="flex items-center gap-2">
          <nav aria-label={t('languages')}>
            <ul className="flex gap-1 text-sm">
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
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
