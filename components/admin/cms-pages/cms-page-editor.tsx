'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { type AdminCmsPage, type CmsPageInput, cmsPageInputSchema } from '@/lib/api/contract/admin/cms-pages';
import { locales } from '@/lib/config/locales';
import { EditorActions } from '../editor-actions';
import { TranslatedTextFields } from '../translated-text-fields';
import { TranslationTabs, useTranslationTab } from '../translation-tabs';
import { useRecordSave } from '../use-record-save';

type Output = z.output<typeof cmsPageInputSchema>;

const empty = { slug: '', title: '', meta_description: '', content: '' };
const fieldNames = [
  'key',
  ...locales.flatMap((locale) =>
    (['slug', 'title', 'meta_description', 'content'] as const).map(
      (field) => `translations.${locale}.${field}` as const,
    ),
  ),
] as const;

/** A CMS page's key, visibility and its text in each language, with a rich-text editor per language. */
export function CmsPageEditor({ page }: { page: AdminCmsPage | null }) {
  const t = useTranslations('Admin');
  const form = useForm<CmsPageInput, unknown, Output>({
    resolver: zodResolver(cmsPageInputSchema),
    defaultValues: page
      ? { key: page.key, is_active: page.is_active, translations: page.translations }
      : { key: '', is_active: true, translations: { sk: empty, cs: empty, en: empty } },
  });
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  const tab = useTranslationTab('cms-page');
  const revealInvalidLanguage = () => tab.reveal((locale) => getFieldState(`translations.${locale}`).invalid);

  const save = useRecordSave({
    collection: '/api/admin/stranky',
    id: page?.id ?? null,
    savedMessage: t('pages.saved'),
    fieldNames,
    setError,
    onFieldErrors: revealInvalidLanguage,
  });
  const submit = handleSubmit(save, revealInvalidLanguage);

  return (
    <section aria-labelledby="cms-page-form-title" className="rounded-lg border border-grey-200 p-4">
      <h2 id="cms-page-form-title" className="mb-4 text-xl font-semibold">
        {page ? t('pages.editTitle', { key: page.key }) : t('pages.newTitle')}
      </h2>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-6">
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <TextField
                id="cms-key"
                label={t('pages.key')}
                readOnly={page?.is_fixed}
                autoComplete="off"
                spellCheck={false}
                error={errors.key?.message}
                {...register('key')}
              />
              <p className="mt-1 text-xs text-grey-600">
                {t(page?.is_fixed ? 'pages.keyFixed' : 'pages.keyHint')}
              </p>
            </div>
            <div className="md:pt-7">
              <CheckboxField id="cms-active" label={t('pages.active')} {...register('is_active')} />
            </div>
          </div>
          <TranslationTabs tab={tab}>
            {(locale) => (
              <TranslatedTextFields idPrefix="cms" locale={locale} url={page?.urls[locale]}>
                <TextField
                  id={`cms-${locale}-meta`}
                  label={t('pages.metaDescription')}
                  error={errors.translations?.[locale]?.meta_description?.message}
                  {...register(`translations.${locale}.meta_description`)}
                />
              </TranslatedTextFields>
            )}
          </TranslationTabs>
          <p className="text-sm text-grey-600">{t('pages.emptyLanguageHint')}</p>
          <EditorActions busy={isSubmitting} />
        </form>
      </FormProvider>
    </section>
  );
}
