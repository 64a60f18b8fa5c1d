'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useShopDate } from '@/components/account/shop-date';
import { SelectField } from '@/components/account/select-field';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { FormFailure } from '@/components/ui/form-failure';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import type { ReturnOrderLookup, ReturnOrderResponse } from '@/lib/api/contract/returns';
import { isApiError } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useOwnOrders } from './use-own-orders';

export interface FoundOrder {
  key: { order_number: string; email: string };
  order: ReturnOrderResponse['order'];
}

const loadSchema = () =>
  import('@/lib/api/contract/returns').then((module) => module.returnOrderLookupSchema);
const fieldNames = ['order_number', 'email'] as const;

/** Step one: the order by its number and e-mail; a signed-in shopper may pick one of their own instead. */
export function ReturnOrderFinder({ onFound }: { onFound: (found: FoundOrder) => void }) {
  const t = useTranslations('ReturnForm');
  const shopDate = useShopDate();
  const own = useOwnOrders();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ReturnOrderLookup>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: { order_number: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { returnOrderResponseSchema } = await import('@/lib/api/contract/returns');
      const { order } = await apiClient.post('/api/returns/order', values, {
        schema: returnOrderResponseSchema,
      });
      onFound({ key: { order_number: order.number, email: values.email.trim() }, order });
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
      }
    }
  });

  const pickOwn = (number: string) => {
    if (number === '') return;
    setValue('order_number', number);
    if (own.email) setValue('email', own.email);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="return-form-title" className="space-y-4">
      <p className="text-grey-700">{t('intro')}</p>
      {own.loading && (
        <p role="status" className="text-sm text-grey-600">
          {t('loadingOrders')}
        </p>
      )}
      {own.orders.length > 0 && (
        <SelectField
          id="return-own-order"
          label={t('yourOrders')}
          defaultValue=""
          onChange={(event) => pickOwn(event.target.value)}
        >
          <option value="">{t('chooseOrder')}</option>
          {own.orders.map((order) => (
            <option key={order.id} value={order.number}>
              {t('orderOption', { number: order.number, date: shopDate(order.created_at) })}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            id="return-order-number"
            label={t('orderNumber')}
            autoComplete="off"
            aria-describedby={
              errors.order_number
                ? 'return-order-number-error return-order-number-hint'
                : 'return-order-number-hint'
            }
            error={errors.order_number?.message}
            {...register('order_number')}
          />
          <p id="return-order-number-hint" className="mt-1 text-xs text-grey-600">
            {t('orderNumberHint')}
          </p>
        </div>
        <TextField
          id="return-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('findOrder')} busyLabel={t('finding')} />
    </form>
  );
}
