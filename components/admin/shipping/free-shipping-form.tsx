'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import { type FreeShipping, freeShippingSchema } from '@/lib/api/contract/admin/shipping';
import { channelIds } from '@/lib/config/channels';
import { ScaledNumberInput } from '../scaled-number-input';
import { useAdminAction } from '../use-admin-action';

/** The goods total per shop from which shipping is free; an empty field means never. */
export function FreeShippingForm({ thresholds }: { thresholds: FreeShipping }) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const id = useId();
  const { run, busy } = useAdminAction();
  const form = useForm<FreeShipping>({
    resolver: zodResolver(freeShippingSchema),
    defaultValues: thresholds,
  });
  const submit = form.handleSubmit(async (values) => {
    await run(() => apiClient.put('/api/admin/dopravy-a-platby/free-shipping', values), {
      success: tList('saved'),
      failure: tList('saveFailed'),
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('freeShipping')}
      className="flex flex-wrap items-end gap-4"
    >
      {channelIds.map((channel) => (
        <div key={channel}>
          <label htmlFor={`${id}-${channel}`} className="mb-1 block text-sm font-medium">
            {t(`freeShippingFrom.${channel}`)}
          </label>
          <Controller
            control={form.control}
            name={channel}
            render={({ field }) => (
              <ScaledNumberInput
                id={`${id}-${channel}`}
                scale={100}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={`${id}-hint`}
                className="w-40 rounded border border-field px-3 py-2 focus:border-blue"
              />
            )}
          />
          {form.formState.errors[channel] && (
            <p role="alert" className="mt-1 text-sm text-red">
              {t('amountInvalid')}
            </p>
          )}
        </div>
      ))}
      <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
      <p id={`${id}-hint`} className="w-full text-sm text-grey-600">
        {t('freeShippingHint')}
      </p>
    </form>
  );
}
