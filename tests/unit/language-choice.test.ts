import { describe, expect, it } from 'vitest';
import {
  browserLocale,
  hasSavedChoice,
  languageChoiceCookie,
  languageModalToShow,
} from '@/lib/locale/language-choice';

describe('when the language/country modal shows itself', () => {
  const base = { current: 'sk' as const, channel: 'sk' as const, onCountryDomain: true, savedChoice: false };

  it('offers the other country shop when the preferred language is that shop’s', () => {
    expect(languageModalToShow({ ...base, preferred: 'cs' })).toBe('choose-domain');
    expect(languageModalToShow({ ...base, channel: 'cz', current: 'cs', preferred: 'sk' })).toBe(
      'choose-domain',
    );
  });

  it('offers the language when it only differs from the page’s', () => {
    expect(languageModalToShow({ ...base, preferred: 'en' })).toBe('choose-language');
    expect(languageModalToShow({ ...base, onCountryDomain: false, preferred: 'cs' })).toBe('choose-language');
  });

  it('stays away when the languages agree, nothing is preferred, or a language choice was saved', () => {
    expect(languageModalToShow({ ...base, preferred: 'sk' })).toBeNull();
    expect(languageModalToShow({ ...base, preferred: null })).toBeNull();
    expect(languageModalToShow({ ...base, preferred: 'en', savedChoice: true })).toBeNull();
  });

  it('still offers the other country shop after a saved language choice (spec: lms ties only to choose-language)', () => {
    expect(languageModalToShow({ ...base, preferred: 'cs', savedChoice: true })).toBe('choose-domain');
    expect(
      languageModalToShow({ ...base, preferred: 'cs', savedChoice: true, domainPromptDismissed: true }),
    ).toBeNull();
    expect(languageModalToShow({ ...base, preferred: 'cs', domainPromptDismissed: true })).toBe(
      'choose-language',
    );
  });

  it('reads the browser languages and the saved-choice cookie', () => {
    expect(browserLocale(['de-DE', 'cs-CZ', 'en'])).toBe('cs');
    expect(browserLocale(['de'])).toBeNull();
    expect(hasSavedChoice('a=1; lms=1')).toBe(true);
    expect(hasSavedChoice('xlms=1')).toBe(false);
  });
});

describe('the cookie that remembers the choice', () => {
  it('is Secure on an https page and SameSite=Lax on any', () => {
    expect(languageChoiceCookie('https:').split('; ')).toEqual(
      expect.arrayContaining(['lms=1', 'SameSite=Lax', 'Secure']),
    );
    expect(languageChoiceCookie('http:').split('; ')).toEqual(
      expect.arrayContaining(['lms=1', 'SameSite=Lax']),
    );
    expect(languageChoiceCookie('http:')).not.toMatch(/Secure/);
  });
});
