'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { locales } from '@/lib/config/locales';
import { MoneyField } from './money-field';
import type { ProductFormValues } from './product-form-types';

interface VariantFieldsProps {
  index: number;
  /** Absent for the only variant: a product needs at least one. */
  onRemove?: () => void;
}

const QUANTITIES = ['unit_pieces', 'pack_quantity', 'min_quantity', 'step_quantity', 'stock'] as const;
const quantityLabels = {
  unit_pieces: 'unitPieces',
  pack_quantity: 'packQuantity',
  min_quantity: 'minQuantity',
  step_quantity: 'stepQuantity',
  stock: 'stock',
} as const;

/** One variant: code, EAN, option labels, quantities, stock and net prices of both shops. */
export function VariantFields({ index, onRemove }: VariantFieldsProps) {
  const t = useTranslations('Admin.products');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const fieldErrors = errors.variants?.[index];
  const id = `variant-${index}`;
  const number = index + 1;
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-grey-200 p-3"
      data-testid="variant-fields"
    >
      <legend className="px-1 font-semibold">{t('form.variant', { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          id={`${id}-code`}
          label={t('form.code')}
          error={fieldErrors?.code?.message}
          {...register(`variants.${index}.code`)}
        />
        <TextField
          id={`${id}-ean`}
          label={t('form.ean')}
          inputMode="numeric"
          error={fieldErrors?.ean?.message}
          {...register(`variants.${index}.ean`)}
        />
        <Controller
          control={control}
          name={`variants.${index}.price_cz`}
          render={({ field }) => (
            <MoneyField
              id={`${id}-price-cz`}
              label={t('form.priceCz')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrors?.price_cz?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`variants.${index}.price_sk`}
          render={({ field }) => (
            <MoneyField
              id={`${id}-price-sk`}
              label={t('form.priceSk')}
              hint={t('form.priceSkHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrors?.price_sk?.message}
            />
          )}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {locales.map((locale) => (
          <TextField
            key={locale}
            id={`${id}-name-${locale}`}
            label={t('form.option', { language: t(`languages.${locale}`) })}
            error={fieldErrors?.name?.[locale]?.message}
            {...register(`variants.${index}.name.${locale}`)}
          />
        ))}
      </div>
      <p className="text-xs text-grey-600">{t('form.optionHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {QUANTITIES.map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            label={t(`form.${quantityLabels[name]}`)}
            type="number"
            inputMode="numeric"
            min={name === 'stock' ? 0 : 1}
            error={fieldErrors?.[name]?.message}
            {...register(`variants.${index}.${name}`, { valueAsNumber: true })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField
            id={`${id}-active`}
            label={t('form.variantActive')}
            {...register(`variants.${index}.is_active`)}
          />
          <CheckboxField
            id={`${id}-backorder`}
            label={t('form.backorder')}
            {...register(`variants.${index}.backorder`)}
          />
        </div>
        {onRemove && (
          <button type="button" onClick={onRemove} className="text-sm font-medium text-red hover:underline">
            {t('form.removeVariant', { number })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
