'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { isFilled, type TranslatedText } from '@/lib/api/contract/admin/translated-texts';
import { type Locale, locales } from '@/lib/config/locales';

/** The part of a form the language tabs read: a translated text per language. */
export interface TranslatedTextForm {
  translations: Record<Locale, TranslatedText>;
}

const panelId = (idPrefix: string, locale: Locale) => `${idPrefix}-panel-${locale}`;
const tabId = (idPrefix: string, locale: Locale) => `${idPrefix}-tab-${locale}`;

/**
 * The language tab shown, first the admin's own; `reveal` opens the first language with a failing field
 * (after a refused save) and puts the focus on that field.
 */
export function useTranslationTab(idPrefix: string) {
  const adminLocale = useLocale();
  const [current, setCurrent] = useState<Locale>(
    locales.find((locale) => locale === adminLocale) ?? locales[0],
  );
  const reveal = useCallback(
    (isInvalid: (locale: Locale) => boolean) => {
      const invalid = locales.find(isInvalid);
      if (!invalid) return;
      setCurrent(invalid);
      requestAnimationFrame(() =>
        document
          .getElementById(panelId(idPrefix, invalid))
          ?.querySelector<HTMLElement>('[aria-invalid="true"]')
          ?.focus(),
      );
    },
    [idPrefix],
  );
  return { idPrefix, current, select: setCurrent, reveal };
}

type TabState = ReturnType<typeof useTranslationTab>;

/** The tabs alone: they follow every keystroke (which languages have text) without the fields below. */
function LanguageTabList({ tab }: { tab: TabState }) {
  const t = useTranslations('Admin');
  const { control } = useFormContext<TranslatedTextForm>();
  const translations = useWatch({ control, name: 'translations' });
  const { errors } = useFormState({ control, name: 'translations' });
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = locales.indexOf(tab.current);
    const next = {
      ArrowRight: locales[(index + 1) % locales.length],
      ArrowLeft: locales[(index - 1 + locales.length) % locales.length],
      Home: locales[0],
      End: locales[locales.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    tab.select(next);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('texts.languagesLabel')}
      className="flex flex-wrap border-b border-grey-200"
    >
      {locales.map((locale) => {
        const selected = locale === tab.current;
        const invalid = Boolean(errors.translations?.[locale]);
        const filled = translations?.[locale] ? isFilled(translations[locale]) : false;
        return (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            id={tabId(tab.idPrefix, locale)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.idPrefix, locale)}
            tabIndex={selected ? 0 : -1}
            onClick={() => tab.select(locale)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${selected ? 'border-blue font-semibold text-blue' : 'border-transparent hover:text-blue'}`}
          >
            {t(`translations.languages.${locale}`)}
            {!filled && <span className="ml-1 text-xs font-normal text-grey-600">({t('texts.empty')})</span>}
            {invalid && (
              <span className="ml-1 font-bold text-red">
                <span aria-hidden="true">!</span>
                <span className="sr-only">({t('texts.hasErrors')})</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A translated record's texts as one tab per language. Every language's fields stay in the form while
 * another tab is shown, so switching never loses what was typed.
 */
export function TranslationTabs({
  tab,
  children,
}: {
  tab: TabState;
  children: (locale: Locale) => ReactNode;
}) {
  return (
    <div>
      <LanguageTabList tab={tab} />
      {locales.map((locale) => (
        <div
          key={locale}
          id={panelId(tab.idPrefix, locale)}
          role="tabpanel"
          aria-labelledby={tabId(tab.idPrefix, locale)}
          hidden={locale !== tab.current}
          className="pt-4"
        >
          {children(locale)}
        </div>
      ))}
    </div>
  );
}
