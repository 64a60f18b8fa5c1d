'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useDomains } from '@/lib/api/hooks/use-domains';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { useHasOpened } from '@/lib/hooks/use-has-opened';
import {
  browserLocale,
  DOMAIN_PROMPT_DISMISSED_KEY,
  hasSavedChoice,
  type LanguageModalType,
  languageModalToShow,
} from '@/lib/locale/language-choice';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { Flag } from './flag';

// The modal's code loads when it first opens (by the visitor, or by itself for a language that does not fit).
const LanguageModal = lazy(() =>
  import('./language-modal').then((module) => ({ default: module.LanguageModal })),
);

/**
 * The header's language switch. It also opens the language/country modal by itself when the visitor's
 * preferred language (from the API's preferredLocale or the browser) does not fit this page (spec §2).
 */
const noSubscription = () => () => {};

/** True once hydrated: the cookie, the browser languages and the host exist only there. */
function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface ShopHost {
  domain: string;
  channel: ChannelId;
}

export function LanguageSwitch({ channel, shops }: { channel: ChannelId; shops: ShopHost[] }) {
  const t = useTranslations('LanguageModal');
  const locale = useLocale() as Locale;
  const preferredFromApi = useLayoutStore((state) => state.preferredLocale);
  const [chosen, setChosen] = useState<LanguageModalType | null>(null);
  const [autoDismissed, setAutoDismissed] = useState(false);
  const isBrowser = useIsBrowser();
  const auto =
    isBrowser && !autoDismissed
      ? languageModalToShow({
          preferred: preferredFromApi ?? browserLocale(navigator.languages),
          current: locale,
          channel,
          onCountryDomain: shops.some((shop) => shop.domain === window.location.hostname),
          savedChoice: hasSavedChoice(document.cookie),
          domainPromptDismissed: window.sessionStorage.getItem(DOMAIN_PROMPT_DISMISSED_KEY) !== null,
        })
      : null;
  const type = chosen ?? auto;
  // The delivery notes are fetched only when the modal opens, not on every page view.
  const domains = useDomains(type !== null);
  const opened = useHasOpened(type !== null);
  const setLanguageModal = useLayoutStore((state) => state.setLanguageModal);
  // Other notices (unpaid invoices) wait while this modal is up (spec §4).
  useEffect(() => setLanguageModal({ open: type !== null }), [type, setLanguageModal]);
  const close = () => {
    if (type === 'choose-domain') window.sessionStorage.setItem(DOMAIN_PROMPT_DISMISSED_KEY, '1');
    setChosen(null);
    setAutoDismissed(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setChosen('choose-language')}
        className="flex items-center gap-2 rounded px-1.5 py-1 text-sm text-dark-blue hover:bg-light-blue sm:px-2"
        aria-label={t('open', { language: t(`language.${locale}`) })}
      >
        <Flag code={locale} />
        <span className="hidden uppercase sm:inline">{locale}</span>
      </button>
      {opened && (
        <Suspense>
          <LanguageModal
            type={type ?? 'choose-language'}
            open={type !== null}
            onOpenChange={(open) => !open && close()}
            channel={channel}
            shops={domains.data ?? shops}
          />
        </Suspense>
      )}
    </>
  );
}
