'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { apiClient } from '@/lib/api/client';
import {
  type MessageOverrideInput,
  messageOverrideInputSchema,
  type TranslationItem,
} from '@/lib/api/contract/admin/translations';
import type { Locale } from '@/lib/config/locales';
import { toast } from '@/lib/toast/toast';
import { ConfirmButton } from '../confirm-button';
import { TextareaField } from '../textarea-field';
import { useAdminAction } from '../use-admin-action';

type Output = z.output<typeof messageOverrideInputSchema>;

/** One text of one language: the shipped wording, the placeholders to keep, and the override to save or clear. */
export function TranslationEditor({ item, locale }: { item: TranslationItem; locale: Locale }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toastError = useErrorToast();
  const clear = useAdminAction();
  const listHref = pathname + withSearchParams(searchParams, { key: null });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MessageOverrideInput, unknown, Output>({
    resolver: zodResolver(messageOverrideInputSchema),
    defaultValues: { locale, key: item.key, value: item.override ?? item.default_text },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await apiClient.put('/api/admin/preklady', values);
      toast.success(t('translations.saved'));
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(error, ['value'], setError)) toastError(error, t('list.saveFailed'));
    }
  });

  return (
    <section
      aria-labelledby="translation-form-title"
      className="space-y-4 rounded-lg border border-grey-200 p-4"
    >
      <h2 id="translation-form-title" className="text-xl font-semibold">
        {t('translations.editTitle', { language: t(`translations.languages.${locale}`) })}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t('translations.key')}</dt>
        <dd className="font-mono break-all">{item.key}</dd>
        <dt className="font-medium">{t('translations.defaultText')}</dt>
        <dd className="break-words whitespace-pre-wrap" data-testid="translation-default">
          {item.default_text}
        </dd>
        {item.placeholders.length > 0 && (
          <>
            <dt className="font-medium">{t('translations.placeholders')}</dt>
            <dd className="flex flex-wrap gap-1">
              {item.placeholders.map((name) => (
                <code key={name} className="rounded bg-grey-100 px-1.5 py-0.5">
                  {name.startsWith('<') ? `${name}…</${name.slice(1)}` : `{${name}}`}
                </code>
              ))}
            </dd>
          </>
        )}
      </dl>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextareaField
          id="translation-value"
          label={t('translations.override')}
          hint={t('translations.overrideHint')}
          rows={Math.min(12, Math.max(3, Math.ceil(item.default_text.length / 80)))}
          error={errors.value?.message}
          {...register('value')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            busy={isSubmitting}
            label={t('list.save')}
            busyLabel={t('list.saving')}
            disabled={!isDirty && item.override !== null}
          />
          {item.override !== null && (
            <ConfirmButton
              label={t('translations.clear')}
              question={t('translations.clearQuestion', { key: item.key })}
              busy={clear.busy}
              onConfirm={() =>
                clear.run(
                  () => apiClient.delete('/api/admin/preklady', { query: { locale, key: item.key } }),
                  { success: t('translations.cleared'), failure: t('list.saveFailed') },
                )
              }
            />
          )}
          <Link href={listHref} className="text-blue hover:underline">
            {t('list.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
