'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/account/select-field';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useShopDate } from '@/components/account/shop-date';
import { FormFailure } from '@/components/ui/form-failure';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import type {
  ReturnRequestForm,
  ReturnRequestInput,
  ReturnRequestResponse,
} from '@/lib/api/contract/returns';
import { isApiError } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { returnReasons } from '@/lib/forms/return-choices';
import type { FoundOrder } from './return-order-finder';

const loadSchema = () => import('@/lib/api/contract/returns').then((module) => module.returnRequestSchema);

interface ReturnLinesFormProps {
  found: FoundOrder;
  onFiled: (filed: ReturnRequestResponse) => void;
  onChangeOrder: () => void;
}

/** Step two: how many of each line go back (at most what is left), why, and where the money goes. */
export function ReturnLinesForm({ found, onFiled, onChangeOrder }: ReturnLinesFormProps) {
  const t = useTranslations('ReturnForm');
  const tReason = useTranslations('ReturnReasons');
  const shopDate = useShopDate();
  const [failure, setFailure] = useState<string | null>(null);
  const { order } = found;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnRequestInput, unknown, ReturnRequestForm>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: {
      ...found.key,
      lines: order.lines.map((line) => ({ id: line.id, quantity: 0 })),
      reason: '' as ReturnRequestForm['reason'],
      note: '',
      iban: '',
    },
  });
  const fieldNames = [
    'lines',
    'reason',
    'note',
    'iban',
    ...order.lines.map((_, index) => `lines.${index}.quantity` as const),
  ] as const;
  const nothingLeft = order.lines.every((line) => line.returnable === 0);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { returnRequestResponseSchema } = await import('@/lib/api/contract/returns');
      onFiled(await apiClient.post('/api/returns', values, { schema: returnRequestResponseSchema }));
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(isApiError(error) && error.hasServerMessage ? error.message : t('failed'));
      }
    }
  });

  const header = (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <p className="font-semibold" data-testid="return-order">
        {t('orderFound', { number: order.number, date: shopDate(order.created_at) })}
      </p>
      <button type="button" onClick={onChangeOrder} className="min-h-6 text-sm text-blue underline">
        {t('changeOrder')}
      </button>
    </div>
  );
  if (nothingLeft) {
    return (
      <div className="space-y-4">
        {header}
        <p role="status" className="rounded border border-grey-200 bg-grey-100 p-4">
          {t('nothingLeft')}
        </p>
      </div>
    );
  }

  // Zod's "at least one line" lands on the array itself, which react-hook-form keeps apart from its items.
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="return-form-title" className="space-y-4">
      {header}
      <fieldset className="rounded-lg border border-grey-200 p-4" aria-describedby="return-lines-error">
        <legend className="px-1 font-semibold">{t('linesLegend')}</legend>
        <ul className="divide-y divide-grey-200">
          {order.lines.map((line, index) => (
            <li
              key={line.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p id={`return-line-${line.id}-name`} className="font-medium break-words">
                  {line.name}
                </p>
                <p className="text-sm text-grey-600">
                  {line.code} · {t('lineOrdered', { count: line.ordered, left: line.returnable })}
                </p>
              </div>
              <div className="sm:w-40">
                <TextField
                  id={`return-line-${line.id}`}
                  label={t('quantity')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.returnable}
                  step={1}
                  disabled={line.returnable === 0}
                  error={errors.lines?.[index]?.quantity?.message}
                  {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
                />
              </div>
            </li>
          ))}
        </ul>
        <FormFieldError id="return-lines-error" message={linesError} />
      </fieldset>
      <SelectField
        id="return-reason"
        label={t('reason')}
        error={errors.reason?.message}
        {...register('reason')}
      >
        <option value="">{t('chooseReason')}</option>
        {returnReasons.map((reason) => (
          <option key={reason} value={reason}>
            {tReason(reason)}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor="return-note" className="mb-1 block text-sm font-medium">
          {t('note')}
        </label>
        <textarea
          id="return-note"
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'return-note-error' : undefined}
          className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          {...register('note')}
        />
        <FormFieldError id="return-note-error" message={errors.note?.message} />
      </div>
      <div>
        <TextField
          id="return-iban"
          label={t('iban')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={errors.iban ? 'return-iban-error return-iban-hint' : 'return-iban-hint'}
          error={errors.iban?.message}
          {...register('iban')}
        />
        <p id="return-iban-hint" className="mt-1 text-xs text-grey-600">
          {t('ibanHint')}
        </p>
      </div>
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
