'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDomains } from '@/lib/api/hooks/use-domains';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import {
  browserLocale,
  hasSavedChoice,
  type LanguageModalType,
  languageModalToShow,
} from '@/lib/locale/language-choice';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { Flag } from './flag';
import { LanguageModal } from './language-modal';

/**
 * The header's language switch. It also opens the language/country modal by itself when the visitor's
 * preferred language (from the API's preferredLocale or the browser) does not fit this page (spec §2).
 */
export function LanguageSwitch({ channel }: { channel: ChannelId }) {
  const t = useTranslations('LanguageModal');
  const locale = useLocale() as Locale;
  const preferredFromApi = useLayoutStore((state) => state.preferredLocale);
  const [type, setType] = useState<LanguageModalType | null>(null);
  const domains = useDomains(true);

  useEffect(() => {
    if (!domains.data || hasSavedChoice(document.cookie)) return;
    const auto = languageModalToShow({
      preferred: preferredFromApi ?? browserLocale(navigator.languages),
      current: locale,
      channel,
      onCountryDomain: domains.data.some((shop) => shop.domain === window.location.hostname),
      savedChoice: false,
    });
    if (auto) setType(auto);
  }, [domains.data, preferredFromApi, locale, channel]);

  return (
    <>
      <button
        type="button"
        onClick={() => setType('choose-language')}
        className="flex items-center gap-2 rounded px-2 py-1 text-sm text-dark-blue hover:bg-light-blue"
        aria-label={t('open', { language: t(`language.${locale}`) })}
      >
        <Flag code={locale} />
        <span className="uppercase">{locale}</span>
      </button>
      <LanguageModal
        type={type ?? 'choose-language'}
        open={type !== null}
        onOpenChange={(open) => !open && setType(null)}
        channel={channel}
        domains={domains.data ?? []}
      />
    </>
  );
}
