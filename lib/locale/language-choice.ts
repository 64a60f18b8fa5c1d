import type { ChannelId } from '@/lib/config/channels';
import { channels } from '@/lib/config/channels';
import { hasCookie } from '@/lib/cookies/has-cookie';
import { isLocale, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/config/locales';

/** Spec §9: the language-modal cookie `lms` remembers that the visitor made a choice, for about 7 years. */
export const LANGUAGE_CHOICE_COOKIE = 'lms';

export type LanguageModalType = 'choose-language' | 'choose-domain';

export function hasSavedChoice(cookies: string): boolean {
  return hasCookie(cookies, LANGUAGE_CHOICE_COOKIE);
}

/** The cookie that remembers the choice: Secure when the page came over https. */
export function languageChoiceCookie(protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${LANGUAGE_CHOICE_COOKIE}=1; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export function rememberLanguageChoice(): void {
  document.cookie = languageChoiceCookie(window.location.protocol);
}

/** The first supported language among the browser's preferences. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return null;
}

/** The browser session's note that the visitor closed the choose-domain prompt: it does not come back on every page. */
export const DOMAIN_PROMPT_DISMISSED_KEY = 'domain-prompt-dismissed';

/**
 * Spec §2: choose-domain when the preferred language belongs to the other country shop than the one
 * on this domain (a saved language choice does not change which shop fits; closing the prompt quiets it
 * for the browser session); choose-language when it merely differs from the page's language and no choice
 * is saved.
 */
export function languageModalToShow(options: {
  preferred: Locale | null;
  current: Locale;
  channel: ChannelId;
  onCountryDomain: boolean;
  savedChoice: boolean;
  domainPromptDismissed?: boolean;
}): LanguageModalType | null {
  const {
    preferred,
    current,
    channel,
    onCountryDomain,
    savedChoice,
    domainPromptDismissed = false,
  } = options;
  if (!preferred) return null;
  const otherShop = (Object.keys(channels) as ChannelId[]).find(
    (id) => id !== channel && channels[id].defaultLocale === preferred,
  );
  if (onCountryDomain && otherShop && !domainPromptDismissed) return 'choose-domain';
  if (preferred !== current && !savedChoice) return 'choose-language';
  return null;
}
