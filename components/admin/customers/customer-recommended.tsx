'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  recommendedItemSchema,
  type RecommendedItemInput,
  type RecommendedLine,
} from '@/lib/api/contract/admin/customers';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

/** The assortment the dealer recommends to the customer (its users see it at /b2b/doporuceny-sortiment). */
export function CustomerRecommended({ customerId, items }: { customerId: number; items: RecommendedLine[] }) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const base = `/api/admin/zakaznici/${customerId}/recommended`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RecommendedItemInput>({
    resolver: zodResolver(recommendedItemSchema),
    defaultValues: { code: '', quantity: 1 },
  });
  const save = handleSubmit(async (values) => {
    if (
      await run(() => apiClient.put(base, values), { success: tList('saved'), failure: tList('saveFailed') })
    )
      reset({ code: '', quantity: 1 });
  });
  return (
    <section
      aria-labelledby="customer-recommended"
      className="space-y-4 rounded-lg border border-grey-200 p-4"
    >
      <h2 id="customer-recommended" className="text-lg font-semibold">
        {t('recommendedSection')}
      </h2>
      {items.length === 0 ? (
        <p className="text-grey-600">{t('noRecommended')}</p>
      ) : (
        <ul className="divide-y divide-grey-200">
          {items.map((item) => (
            <li
              key={item.variant_id}
              data-testid="customer-recommended"
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                <span className="font-medium">{item.code}</span> {item.name} ·{' '}
                {t('quantityOf', { quantity: item.quantity })}
              </span>
              <ConfirmButton
                label={tList('delete')}
                question={tList('deleteQuestion', { name: item.code })}
                busy={busy}
                onConfirm={() =>
                  run(() => apiClient.delete(base, { query: { variant_id: item.variant_id } }), {
                    success: tList('deleted'),
                    failure: tList('deleteFailed'),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={save}
        noValidate
        aria-label={t('addRecommended')}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      >
        <TextField
          id="recommended-code"
          label={t('variantCode')}
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          id="recommended-quantity"
          label={t('quantity')}
          type="number"
          min={1}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <div className="sm:pt-6">
          <SubmitButton busy={busy} label={t('addRecommended')} busyLabel={tList('saving')} />
        </div>
      </form>
    </section>
  );
}
