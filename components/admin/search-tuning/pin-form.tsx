'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import { type PinInput, pinInputSchema } from '@/lib/api/contract/admin/search-tuning';
import { toast } from '@/lib/toast/toast';

/** Pins a product (by a variant code) to a search term at a position. */
export function PinForm() {
  const t = useTranslations('Admin');
  const id = useId();
  const router = useRouter();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<PinInput>({
    resolver: zodResolver(pinInputSchema),
    defaultValues: { term: '', code: '', position: 0 },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (input) => {
    setBusy(true);
    try {
      await apiClient.post('/api/admin/vyhledavani/pripnute', input);
      toast.success(t('searchTuning.pins.created'));
      reset({ term: input.term, code: '', position: input.position + 1 });
      router.refresh();
    } catch (error) {
      showServerFieldErrors(error, ['code'], setError);
      toastError(error, t('list.saveFailed'));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('searchTuning.pins.newTitle')}
      className="grid items-start gap-3 rounded-lg border border-grey-200 p-3 md:grid-cols-[1fr_1fr_8rem_auto]"
    >
      <TextField
        id={`${id}-term`}
        label={t('searchTuning.pins.term')}
        error={errors.term?.message}
        {...register('term')}
      />
      <TextField
        id={`${id}-code`}
        label={t('searchTuning.pins.code')}
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        id={`${id}-position`}
        label={t('searchTuning.pins.position')}
        type="number"
        min={0}
        error={errors.position?.message}
        {...register('position', { valueAsNumber: true })}
      />
      <div className="md:pt-6">
        <SubmitButton busy={busy} label={t('searchTuning.pins.pin')} busyLabel={t('list.saving')} />
      </div>
    </form>
  );
}
