'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  type AdminPayment,
  type PaymentUpdate,
  paymentUpdateSchema,
} from '@/lib/api/contract/admin/shipping';
import { useAdminAction } from '../use-admin-action';
import { MethodTextFields, methodTextRegistrations } from './method-text-fields';

/** A payment offered or not, to companies only or to everyone, and its place in the list. */
export function PaymentForm({ payment, listHref }: { payment: AdminPayment; listHref: string }) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const id = useId();
  const router = useRouter();
  const { run, busy } = useAdminAction();
  const form = useForm<PaymentUpdate>({
    resolver: zodResolver(paymentUpdateSchema),
    defaultValues: {
      translations: payment.translations,
      is_active: payment.is_active,
      b2b_only: payment.b2b_only,
      position: payment.position,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await run(
      () => apiClient.put(`/api/admin/dopravy-a-platby/payments/${payment.id}`, values),
      {
        success: tList('saved'),
        failure: tList('saveFailed'),
      },
    );
    if (saved) router.push(listHref);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('paymentForm')} className="flex flex-col gap-3">
      <MethodTextFields
        idPrefix={`${id}-texts`}
        fields={methodTextRegistrations(form.register)}
        errors={form.formState.errors.translations}
      />
      <p className="text-sm text-grey-600">{t('textsHint')}</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4" {...form.register('is_active')} />
        {t('active')}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4" {...form.register('b2b_only')} />
        {t('b2bOnly')}
      </label>
      <div>
        <label htmlFor={`${id}-position`} className="mb-1 block text-sm font-medium">
          {t('position')}
        </label>
        <input
          id={`${id}-position`}
          type="number"
          min={0}
          className="w-32 rounded border border-field px-3 py-2 focus:border-blue"
          {...form.register('position', { valueAsNumber: true })}
        />
        {form.formState.errors.position && (
          <p role="alert" className="mt-1 text-sm text-red">
            {t('positionInvalid')}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
    </form>
  );
}
