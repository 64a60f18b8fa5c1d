'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import type { KeyboardEvent } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
import { apiClient } from '@/lib/api/client';

import type { ChannelId } from '@/lib/config/channels';
import { type Locale, locales } from '@/lib/config/locales';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { type LanguageModalType, rememberLanguageChoice } from '@/lib/locale/language-choice';
import { Flag } from './flag';

interface LanguageModalProps {
  type: LanguageModalType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel: ChannelId;
  /** The country shops; delivery notes appear once the server sent them. */
  shops: { domain: string; channel: ChannelId; delivery_note?: string }[];
}

/** Arrow keys move between the options of a list; Enter and Space press the focused one (native buttons). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  event.preventDefault();
  const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = options.indexOf(document.activeElement as HTMLButtonElement);
  options[(index + step + options.length) % options.length]?.focus();
}

const optionClass =
  'flex w-full items-center gap-3 rounded border border-grey-200 px-3 py-2 text-left hover:border-blue focus:border-blue aria-[current=true]:border-blue aria-[current=true]:bg-light-blue';

/** Spec §2 "Language/country modal". */
export function LanguageModal({ type, open, onOpenChange, channel, shops }: LanguageModalProps) {
  const t = useTranslations('LanguageModal');
  const current = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();

  const remember = rememberLanguageChoice;
  const close = (next: boolean) => {
    if (!next) remember();
    onOpenChange(next);
  };
  const chooseLanguage = async (locale: Locale) => {
    remember();
    onOpenChange(false);
    if (locale === current) return;
    await apiClient.patch('/api/user/set-locale', { locale_id: locale }).catch(() => undefined);
    router.replace({ pathname, params } as Parameters<typeof router.replace>[0], { locale });
    router.refresh();
  };
  const chooseDomain = (domain: string) => {
    remember();
    const path = `${window.location.pathname}${window.location.search}`;
    hardNavigate(`/api/settings/switch-domain?${new URLSearchParams({ domain, path })}`);
  };

  return (
    <LazyModal
      open={open}
      onOpenChange={close}
      size="normal"
      title={t(type === 'choose-domain' ? 'titleDomain' : 'titleLanguage')}
      description={shops.find((shop) => shop.channel === channel)?.delivery_note ?? t(`delivery.${channel}`)}
    >
      <h3 className="mb-2 font-sans text-sm font-semibold text-grey-700">{t('languages')}</h3>
      <ul className="mb-5 grid gap-2 sm:grid-cols-3" onKeyDown={moveFocus}>
        {locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              // The arrow keys work at once (spec §2): focus starts on the chosen language, not on ×.
              data-autofocus={type === 'choose-language' && locale === current ? true : undefined}
              onClick={() => void chooseLanguage(locale)}
              className={optionClass}
            >
              <Flag code={locale} />
              {t(`language.${locale}`)}
            </button>
          </li>
        ))}
      </ul>
      <h3 className="mb-2 font-sans text-sm font-semibold text-grey-700">{t('shops')}</h3>
      <ul className="grid gap-2" onKeyDown={moveFocus}>
        {shops.map((shop) => (
          <li key={shop.domain}>
            <button
              type="button"
              aria-current={shop.channel === channel ? 'true' : undefined}
              data-autofocus={type === 'choose-domain' && shop.channel === channel ? true : undefined}
              onClick={() => chooseDomain(shop.domain)}
              className={optionClass}
            >
              <Flag code={shop.channel === 'cz' ? 'CZ' : 'SK'} />
              <span className="flex flex-col">
                <span className="font-medium">{shop.domain}</span>
                <span className="text-xs text-grey-600">{shop.delivery_note}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </LazyModal>
  );
}
