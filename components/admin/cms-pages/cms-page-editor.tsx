'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import { type AdminCmsPage, type CmsPageInput, cmsPageInputSchema } from '@/lib/api/contract/admin/cms-pages';
import { locales } from '@/lib/config/locales';
import { toast } from '@/lib/toast/toast';
import { RichTextEditor } from '../rich-text-editor';

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
  const router = useRouter();
  const pathname = usePathname();
  const toastError = useErrorToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CmsPageInput, unknown, Output>({
    resolver: zodResolver(cmsPageInputSchema),
    defaultValues: page
      ? { key: page.key, is_active: page.is_active, translations: page.translations }
      : { key: '', is_active: true, translations: { sk: empty, cs: empty, en: empty } },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = page
        ? await apiClient.put<AdminCmsPage>(`/api/admin/stranky/${page.id}`, values)
        : await apiClient.post<AdminCmsPage>('/api/admin/stranky', values);
      toast.success(t('pages.saved'));
      router.push(`${pathname}?id=${saved.id}`);
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) toastError(error, t('list.saveFailed'));
    }
  });

  return (
    <section aria-labelledby="cms-page-form-title" className="rounded-lg border border-grey-200 p-4">
      <h2 id="cms-page-form-title" className="mb-4 text-xl font-semibold">
        {page ? t('pages.editTitle', { key: page.key }) : t('pages.newTitle')}
      </h2>
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
        {locales.map((locale) => {
          const fieldErrors = errors.translations?.[locale];
          const url = page?.urls[locale];
          return (
            <fieldset key={locale} className="space-y-4 rounded border border-grey-200 p-4">
              <legend className="px-1 font-semibold">{t(`translations.languages.${locale}`)}</legend>
              {url && (
                <p className="text-sm">
                  <Link href={url} className="text-blue hover:underline" target="_blank">
                    {t('pages.showInShop')}
                  </Link>
                </p>
              )}
              <div className="grid gap-4 md:grid-cols-2">
                <TextField
                  id={`cms-${locale}-title`}
                  label={t('pages.titleField')}
                  error={fieldErrors?.title?.message}
                  {...register(`translations.${locale}.title`)}
                />
                <TextField
                  id={`cms-${locale}-slug`}
                  label={t('pages.slug')}
                  autoComplete="off"
                  spellCheck={false}
                  error={fieldErrors?.slug?.message}
                  {...register(`translations.${locale}.slug`)}
                />
              </div>
              <TextField
                id={`cms-${locale}-meta`}
                label={t('pages.metaDescription')}
                error={fieldErrors?.meta_description?.message}
                {...register(`translations.${locale}.meta_description`)}
              />
              <Controller
                control={control}
                name={`translations.${locale}.content`}
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    id={`cms-${locale}-content`}
                    label={t('pages.content')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </fieldset>
          );
        })}
        <p className="text-sm text-grey-600">{t('pages.emptyLanguageHint')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={isSubmitting} label={t('list.save')} busyLabel={t('list.saving')} />
          <Link href={pathname} className="text-blue hover:underline">
            {t('list.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
