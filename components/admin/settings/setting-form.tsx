'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  EXCHANGE_RATE_MAX,
  EXCHANGE_RATE_MIN,
  exchangeRateSchema,
  maxCartDiscountSchema,
  partnerDiscountSchema,
} from '@/lib/api/contract/admin/settings';
import { useAdminAction } from '../use-admin-action';

/** The three one-number settings: their page, API, schema, field, bounds and step. */
const kinds = {
  exchangeRate: {
    namespace: 'Admin.exchangeRate',
    path: '/api/admin/nastavit-kurz',
    number: exchangeRateSchema.shape.rate,
    field: 'rate',
    min: EXCHANGE_RATE_MIN,
    max: EXCHANGE_RATE_MAX,
    step: 0.0001,
  },
  maxDiscount: {
    namespace: 'Admin.maxDiscount',
    path: '/api/admin/nastavit-maximalni-slevu-v-kosiku',
    number: maxCartDiscountSchema.shape.percent,
    field: 'percent',
    min: 0,
    max: 100,
    step: 1,
  },
  partnerDiscount: {
    namespace: 'Admin.partnerDiscount',
    path: '/api/admin/sleva-na-14-dni',
    number: partnerDiscountSchema.shape.percent,
    field: 'percent',
    min: 0,
    max: 99,
    step: 1,
  },
} as const;

export type SettingKind = keyof typeof kinds;

/** The form holds the one number; the API gets it under the setting's own field name. */
const formSchemas = {
  exchangeRate: z.object({ value: kinds.exchangeRate.number }),
  maxDiscount: z.object({ value: kinds.maxDiscount.number }),
  partnerDiscount: z.object({ value: kinds.partnerDiscount.number }),
};
type Values = { value: number };

/** One number of the shop's settings, validated as the API validates it; saving applies it at once. */
export function SettingForm({ kind, value }: { kind: SettingKind; value: number }) {
  const config = kinds[kind];
  const t = useTranslations(config.namespace);
  const tList = useTranslations('Admin.list');
  const id = useId();
  const { run, busy } = useAdminAction();
  const form = useForm<Values>({
    resolver: zodResolver(formSchemas[kind]),
    defaultValues: { value },
  });
  const error = form.formState.errors.value?.message;
  const submit = form.handleSubmit(async ({ value: saved }) => {
    await run(() => apiClient.put(config.path, { [config.field]: saved }), {
      success: t('saved'),
      failure: tList('saveFailed'),
    });
  });
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('label')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={config.min}
          max={config.max}
          step={config.step}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          {...form.register('value', { valueAsNumber: true })}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-grey-600">
          {t('hint')}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red">
            {t('invalid', { min: config.min, max: config.max })}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
    </form>
  );
}
