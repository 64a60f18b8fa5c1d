'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  type AdminDiscountCode,
  type DiscountCodeInput,
  discountCodeInputSchema,
  type DiscountCodeValues,
} from '@/lib/api/contract/admin/discount-codes';
import { channelIds } from '@/lib/config/channels';
import { useAdminAction } from '../use-admin-action';
import { ScaledNumberInput } from '../scaled-number-input';

const FIELDS = [
  'code',
  'kind',
  'value',
  'channel',
  'audience',
  'valid_from',
  'valid_to',
  'usage_limit',
  'min_order_total',
] as const;

const emptyCode: DiscountCodeInput = {
  code: '',
  kind: 'percent',
  value: 10,
  channel: null,
  audience: 'all',
  valid_from: null,
  valid_to: null,
  usage_limit: null,
  min_order_total: 0,
  is_active: true,
};

const fieldClass = 'w-full rounded border border-field bg-white px-3 py-2 focus:border-blue';

/** Creates a code or edits one; amounts are typed in the shop's currency and kept in minor units. */
export function DiscountCodeForm({ code, listHref }: { code: AdminDiscountCode | null; listHref: string }) {
  const t = useTranslations('Admin.discountCodes');
  const tList = useTranslations('Admin.list');
  const id = useId();
  const router = useRouter();
  const { run, busy } = useAdminAction();
  const form = useForm<DiscountCodeInput, unknown, DiscountCodeValues>({
    resolver: zodResolver(discountCodeInputSchema),
    defaultValues: code ? { ...code } : emptyCode,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const channel = useWatch({ control, name: 'channel' });
  const currency = channel === 'sk' ? '€' : channel === 'cz' ? 'Kč' : '';

  const submit = handleSubmit(async (values) => {
    let failure: unknown = null;
    const saved = await run(
      async () => {
        try {
          return code
            ? await apiClient.put(`/api/admin/slevove-kody/${code.id}`, values)
            : await apiClient.post('/api/admin/slevove-kody', values);
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      { success: tList('saved'), failure: tList('saveFailed') },
    );
    if (saved) router.push(listHref);
    else showServerFieldErrors(failure, FIELDS, setError);
  });

  const errorOf = (name: (typeof FIELDS)[number]) => {
    const message = formState.errors[name]?.message;
    if (!message) return null;
    const key = ['required', 'maxLength'].includes(message) ? 'invalid' : message;
    return (
      <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red">
        {t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('errors.invalid')}
      </p>
    );
  };
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
      {text}
    </label>
  );
  const described = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': formState.errors[name] ? true : undefined,
    'aria-describedby': formState.errors[name] ? `${id}-${name}-error` : undefined,
  });
  const nullable = { setValueAs: (value: string) => (value === '' ? null : value) };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      aria-label={t('formTitle')}
    >
      <div>
        {label('code', t('code'))}
        <input {...described('code')} className={`${fieldClass} uppercase`} {...register('code')} />
        {errorOf('code')}
      </div>
      <div>
        {label('kind', t('kind'))}
        <select {...described('kind')} className={fieldClass} {...register('kind')}>
          <option value="percent">{t('kindPercent')}</option>
          <option value="amount">{t('kindAmount')}</option>
        </select>
      </div>
      <div>
        {label('value', kind === 'percent' ? t('valuePercent') : t('valueAmount', { currency }))}
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <ScaledNumberInput
              key={kind}
              {...described('value')}
              scale={kind === 'amount' ? 100 : 1}
              value={field.value}
              onChange={(value) => field.onChange(value ?? Number.NaN)}
              onBlur={field.onBlur}
            />
          )}
        />
        {errorOf('value')}
      </div>
      <div>
        {label('channel', t('channel'))}
        <select {...described('channel')} className={fieldClass} {...register('channel', nullable)}>
          <option value="">{t('allShops')}</option>
          {channelIds.map((shop) => (
            <option key={shop} value={shop}>
              {t(`shop.${shop}`)}
            </option>
          ))}
        </select>
        {errorOf('channel')}
      </div>
      <div>
        {label('audience', t('audience'))}
        <select {...described('audience')} className={fieldClass} {...register('audience')}>
          <option value="all">{t('audienceAll')}</option>
          <option value="b2c">B2C</option>
          <option value="b2b">B2B</option>
        </select>
      </div>
      <div>
        {label('min_order_total', t('minOrderTotal', { currency }))}
        <Controller
          control={control}
          name="min_order_total"
          render={({ field }) => (
            <ScaledNumberInput
              {...described('min_order_total')}
              scale={100}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 0)}
              onBlur={field.onBlur}
            />
          )}
        />
        {errorOf('min_order_total')}
      </div>
      <div>
        {label('valid_from', t('validFrom'))}
        <input
          type="date"
          {...described('valid_from')}
          className={fieldClass}
          {...register('valid_from', nullable)}
        />
        {errorOf('valid_from')}
      </div>
      <div>
        {label('valid_to', t('validTo'))}
        <input
          type="date"
          {...described('valid_to')}
          className={fieldClass}
          {...register('valid_to', nullable)}
        />
        {errorOf('valid_to')}
      </div>
      <div>
        {label('usage_limit', t('usageLimit'))}
        <Controller
          control={control}
          name="usage_limit"
          render={({ field }) => (
            <ScaledNumberInput
              {...described('usage_limit')}
              scale={1}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {errorOf('usage_limit')}
      </div>
      <div className="flex items-center gap-2 self-end pb-2">
        <input id={`${id}-active`} type="checkbox" className="size-4" {...register('is_active')} />
        <label htmlFor={`${id}-active`}>{t('active')}</label>
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
      </div>
    </form>
  );
}
