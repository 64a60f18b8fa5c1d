'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { filledLocales } from '@/lib/api/contract/admin/translated-texts';
import { type AdminTrend, type TrendInput, trendInputSchema } from '@/lib/api/contract/admin/trends';
import { type Locale, locales } from '@/lib/config/locales';
import { EditorActions } from '../editor-actions';
import { TextareaField } from '../textarea-field';
import { TranslatedTextFields } from '../translated-text-fields';
import { TranslationTabs, useTranslationTab } from '../translation-tabs';
import { UploadedImageField } from '../uploaded-image-field';
import { useRecordSave } from '../use-record-save';
import { LinkedProductsField } from './linked-products-field';

type Output = z.output<typeof trendInputSchema>;

const empty = { slug: '', title: '', perex: '', content: '' };
const fieldNames = [
  'published_at',
  'media_id',
  'product_ids',
  ...locales.flatMap((locale) =>
    (['slug', 'title', 'perex', 'content'] as const).map(
      (field) => `translations.${locale}.${field}` as const,
    ),
  ),
] as const;

/** The article's title as the list shows it: in the admin's language, else in the first it has. */
function titleOf(trend: AdminTrend, locale: Locale): string {
  const [first] = filledLocales(trend.translations);
  return trend.translations[locale].title || (first ? trend.translations[first].title : '');
}

interface TrendEditorProps {
  trend: AdminTrend | null;
  /** A new article's publication time: now, in shop time. */
  now: string;
}

/**
 * A trend article: its picture, publication time and visibility, its texts in each language (a tab
 * each, rich-text content) and its linked products in the shop's order.
 */
export function TrendEditor({ trend, now }: TrendEditorProps) {
  const t = useTranslations('Admin');
  const adminLocale = useLocale();
  const [image, setImage] = useState(trend?.image ?? null);
  const form = useForm<TrendInput, unknown, Output>({
    resolver: zodResolver(trendInputSchema),
    defaultValues: {
      is_active: trend?.is_active ?? true,
      published_at: trend?.published_at ?? now,
      media_id: trend?.media_id ?? null,
      product_ids: trend?.products.map((product) => product.id) ?? [],
      translations: trend?.translations ?? { sk: empty, cs: empty, en: empty },
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  const tab = useTranslationTab('trend');
  const revealInvalidLanguage = () => tab.reveal((locale) => getFieldState(`translations.${locale}`).invalid);

  const save = useRecordSave({
    collection: '/api/admin/trendy',
    id: trend?.id ?? null,
    savedMessage: t('trends.saved'),
    fieldNames,
    setError,
    onFieldErrors: revealInvalidLanguage,
  });
  const submit = handleSubmit(save, revealInvalidLanguage);

  return (
    <section aria-labelledby="trend-form-title" className="rounded-lg border border-grey-200 p-4">
      <h2 id="trend-form-title" className="mb-4 text-xl font-semibold">
        {trend ? t('trends.editTitle', { title: titleOf(trend, adminLocale) }) : t('trends.newTitle')}
      </h2>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-6">
          <div className="grid gap-4 md:grid-cols-2">
            <UploadedImageField
              id="trend-image"
              uploadPath="/api/admin/trendy/obrazok"
              image={image}
              note={t('trends.imageHint')}
              error={errors.media_id?.message}
              onUploaded={(uploaded) => {
                setImage(uploaded.image);
                setValue('media_id', uploaded.id, { shouldDirty: true });
              }}
              onRemove={() => {
                setImage(null);
                setValue('media_id', null, { shouldDirty: true });
              }}
            />
            <div className="space-y-4">
              <div>
                <TextField
                  id="trend-published-at"
                  type="datetime-local"
                  label={t('trends.publishedAtField')}
                  aria-describedby={`${errors.published_at ? 'trend-published-at-error ' : ''}trend-published-at-hint`}
                  error={errors.published_at?.message}
                  {...register('published_at')}
                />
                <p id="trend-published-at-hint" className="mt-1 text-xs text-grey-600">
                  {t('trends.publishedAtHint')}
                </p>
              </div>
              <CheckboxField id="trend-active" label={t('trends.active')} {...register('is_active')} />
            </div>
          </div>
          <TranslationTabs tab={tab}>
            {(locale) => (
              <TranslatedTextFields idPrefix="trend" locale={locale} url={trend?.urls[locale]}>
                <TextareaField
                  id={`trend-${locale}-perex`}
                  label={t('trends.perex')}
                  hint={t('trends.perexHint')}
                  rows={3}
                  error={errors.translations?.[locale]?.perex?.message}
                  {...register(`translations.${locale}.perex`)}
                />
              </TranslatedTextFields>
            )}
          </TranslationTabs>
          <p className="text-sm text-grey-600">{t('trends.emptyLanguageHint')}</p>
          <Controller
            control={control}
            name="product_ids"
            render={({ field, fieldState }) => (
              <LinkedProductsField
                value={field.value}
                onChange={field.onChange}
                initial={trend?.products ?? []}
                error={fieldState.error?.message}
              />
            )}
          />
          <EditorActions busy={isSubmitting} />
        </form>
      </FormProvider>
    </section>
  );
}
