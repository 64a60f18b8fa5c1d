'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  type SynonymInput,
  type SynonymRow,
  synonymInputSchema,
} from '@/lib/api/contract/admin/search-tuning';
import { locales } from '@/lib/config/locales';
import { toast } from '@/lib/toast/toast';

function splitWords(value: string | string[]): string[] {
  if (Array.isArray(value)) return value;
  return value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A new synonym group (of `newTerm`, if given), or one being edited (`synonym`): language, term, synonyms. */
export function SynonymForm({ synonym, newTerm = '' }: { synonym: SynonymRow | null; newTerm?: string }) {
  const t = useTranslations('Admin');
  const id = useId();
  const router = useRouter();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<SynonymInput>({
    resolver: zodResolver(synonymInputSchema),
    defaultValues: synonym ?? { locale: 'sk', term: newTerm, synonyms: [] },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (input) => {
    setBusy(true);
    try {
      if (synonym) {
        await apiClient.put(`/api/admin/vyhledavani/synonyma/${synonym.id}`, input);
        toast.success(t('list.saved'));
        router.push('?tab=synonyma');
      } else {
        await apiClient.post('/api/admin/vyhledavani/synonyma', input);
        toast.success(t('searchTuning.synonyms.created'));
        reset({ locale: input.locale, term: '', synonyms: [] });
      }
      router.refresh();
    } catch (error) {
      toastError(error, t('list.saveFailed'));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={synonym ? t('searchTuning.synonyms.editTitle') : t('searchTuning.synonyms.newTitle')}
      className="grid items-start gap-3 rounded-lg border border-grey-200 p-3 md:grid-cols-[8rem_1fr_2fr_auto]"
    >
      <div>
        <label htmlFor={`${id}-locale`} className="mb-1 block text-sm font-medium">
          {t('searchTuning.synonyms.locale')}
        </label>
        <select
          id={`${id}-locale`}
          className="w-full rounded border border-field px-2 py-2"
          {...register('locale')}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {t(`products.languages.${locale}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-term`}
        label={t('searchTuning.synonyms.term')}
        error={errors.term?.message}
        {...register('term')}
      />
      <div>
        <TextField
          id={`${id}-synonyms`}
          label={t('searchTuning.synonyms.synonyms')}
          aria-describedby={`${id}-synonyms-hint`}
          {...register('synonyms', { setValueAs: splitWords })}
        />
        <p id={`${id}-synonyms-hint`} className="mt-1 text-xs text-grey-600">
          {t('searchTuning.synonyms.synonymsHint')}
        </p>
        <FormFieldError
          id={`${id}-synonyms-error`}
          message={errors.synonyms?.message ?? errors.synonyms?.[0]?.message}
        />
      </div>
      <div className="md:pt-6">
        <SubmitButton
          busy={busy}
          label={synonym ? t('list.save') : t('list.create')}
          busyLabel={t('list.saving')}
        />
      </div>
    </form>
  );
}
