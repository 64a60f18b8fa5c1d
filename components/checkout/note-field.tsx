'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { FormFieldError } from '@/components/ui/form-field-error';
import type { CustomerFormValues } from './customer-form-values';

/** The shopper's note to the order. */
export function NoteField({
  register,
  error,
}: {
  register: UseFormRegister<CustomerFormValues>;
  error?: string;
}) {
  const t = useTranslations('Checkout');
  return (
    <div>
      <label htmlFor="order-note" className="mb-1 block text-sm font-medium">
        {t('note')}
      </label>
      <textarea
        id="order-note"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-note-error' : undefined}
        className="w-full rounded border border-field px-3 py-2 focus:border-blue"
        {...register('note')}
      />
      <FormFieldError id="order-note-error" message={error} />
    </div>
  );
}
