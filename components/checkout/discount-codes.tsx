'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFieldError } from '@/components/ui/form-field-error';
import type { Cart } from '@/lib/api/contract/cart';
import type { AddDiscountCodeRequest } from '@/lib/api/contract/checkout';
import { useAddDiscountCode, useRemoveDiscountCode } from '@/lib/api/hooks/use-checkout-calls';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { formatPrice } from '@/lib/format/price';
import { useApiErrorText, useErrorToast } from './use-api-error-text';

/** The discount code field (its failure under it, in the shopper's language) and the codes applied. */
export function DiscountCodes({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const errorText = useApiErrorText();
  const toastError = useErrorToast();
  const add = useAddDiscountCode();
  const remove = useRemoveDiscountCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddDiscountCodeRequest>({
    resolver: lazyZodResolver(
      async () => (await import('@/lib/api/contract/checkout')).addDiscountCodeRequestSchema,
    ),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit((input) => {
    setFailure(null);
    add.mutate(input, {
      onSuccess: () => reset({ code: '' }),
      onError: (error) => setFailure(errorText(error, t('discountFailed'))),
    });
  });
  const describedBy = errors.code ? 'discount-code-error' : failure ? 'discount-code-failure' : undefined;

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label={t('discountTitle')}>
        <label htmlFor="discount-code" className="text-sm font-medium">
          {t('discountLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="discount-code"
            autoComplete="off"
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            className="w-full max-w-xs rounded border border-field px-3 py-2 focus:border-blue"
            {...register('code', { onChange: () => setFailure(null) })}
          />
          <button
            type="submit"
            disabled={add.isPending}
            className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
          >
            {add.isPending ? t('discountApplying') : t('discountApply')}
          </button>
        </div>
        <FormFieldError id="discount-code-error" message={errors.code?.message} />
        {failure && (
          <p id="discount-code-failure" role="alert" className="text-sm text-red">
            {failure}
          </p>
        )}
      </form>
      {cart.discounts.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('discountsApplied')}>
          {cart.discounts.map((discount) => (
            <li
              key={discount.id}
              className="flex flex-wrap items-center gap-3 text-sm"
              data-testid="discount"
            >
              <span className="font-semibold">{discount.code}</span>
              <span>−{formatPrice(discount.amount_with_vat, cart.currency_code)}</span>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { discount_code_id: discount.id },
                    { onError: (error) => toastError(error, t('discountRemoveFailed')) },
                  )
                }
                className="rounded px-2 py-1 text-red underline hover:bg-light-blue disabled:opacity-40"
                aria-label={t('discountRemove', { code: discount.code })}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
