'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/lib/config/locales';
import { slugify } from '@/lib/format/slug';
import { RichTextEditor } from './rich-text-editor';
import type { TranslatedTextForm } from './translation-tabs';

interface TranslatedTextFieldsProps {
  idPrefix: string;
  locale: Locale;
  /** Where the shop shows the record in this language, once saved. */
  url?: string;
  /** The record's own fields of this language (a perex, a meta description), between slug and content. */
  children?: ReactNode;
}

/**
 * Title, slug (made from a new title), the record's own fields and the rich-text content of one language
 * of a CMS page or a trend article, with a link to where the shop shows it.
 */
export function TranslatedTextFields({ idPrefix, locale, url, children }: TranslatedTextFieldsProps) {
  const t = useTranslations('Admin');
  const { register, control, getValues, setValue } = useFormContext<TranslatedTextForm>();
  const { errors } = useFormState({ control, name: `translations.${locale}` });
  const fieldErrors = errors.translations?.[locale];
  const id = `${idPrefix}-${locale}`;
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">{t(`translations.languages.${locale}`)}</legend>
      {url && (
        <p className="text-sm">
          <Link href={url} className="text-blue hover:underline" target="_blank">
            {t('texts.showInShop')}
          </Link>
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-title`}
          label={t('texts.title')}
          error={fieldErrors?.title?.message}
          {...register(`translations.${locale}.title`, {
            onBlur: (event: { target: HTMLInputElement }) => {
              if (getValues(`translations.${locale}.slug`) === '') {
                setValue(`translations.${locale}.slug`, slugify(event.target.value));
              }
            },
          })}
        />
        <div>
          <TextField
            id={`${id}-slug`}
            label={t('texts.slug')}
            autoComplete="off"
            spellCheck={false}
            error={fieldErrors?.slug?.message}
            aria-describedby={[fieldErrors?.slug ? `${id}-slug-error` : '', `${id}-slug-hint`]
              .join(' ')
              .trim()}
            {...register(`translations.${locale}.slug`)}
          />
          <p id={`${id}-slug-hint`} className="mt-1 text-xs text-grey-600">
            {t('texts.slugHint')}
          </p>
        </div>
      </div>
      {children}
      <Controller
        control={control}
        name={`translations.${locale}.content`}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={`${id}-content`}
            label={t('texts.content')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </fieldset>
  );
}
