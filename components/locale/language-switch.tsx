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
  const [chosen, setChosen] = useState<LanguageModalType | null>(null);
  const [autoDismissed, setAutoDismissed] = useState(false);
  const domains = useDomains(true);
  // The domains arrive only in the browser, so reading the cookie and navigator here never runs on the server.
  const auto =
    domains.data && !autoDismissed && !hasSavedChoice(document.cookie)
      ? languageModalToShow({
          preferred: preferredFromApi ?? browserLocale(navigator.languages),
          current: locale,
          channel,
          onCountryDomain: domains.data.some((shop) => shop.domain === window.location.hostname),
          savedChoice: false,
        })
      : null;
  const type = chosen ?? auto;
  const setLanguageModal = useLayoutStore((state) => state.setLanguageModal);
  // Other notices (unpaid invoices) wait while this modal is up (spec §4).
  useEffect(() => setLanguageModal({ open: type !== null }), [type, setLanguageModal]);
  const close = () => {
    setChosen(null);
    setAutoDismissed(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setChosen('choose-language')}
        className="flex items-center gap-2 rounded px-2 py-1 text-sm text-dark-blue hover:bg-light-blue"
        aria-label={t('open', { language: t(`language.${locale}`) })}
      >
        <Flag code={locale} />
        <span className="hidden uppercase sm:inline">{locale}</span>
      </button>
      <LanguageModal
        type={type ?? 'choose-language'}
        open={type !== null}
        onOpenChange={(open) => !open && close()}
        channel={channel}
        domains={domains.data ?? []}
      />
    </>
  );
}
