'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { MAX_PARAMETERS } from '@/lib/api/contract/admin/products';
import type { Locale } from '@/lib/config/locales';
import type { ProductFormValues } from './product-form-types';

/** The product's parameter table in one language ("Materiál: porcelán"), in the order the shop lists it. */
export function ProductParameterFields({ locale }: { locale: Locale }) {
  const t = useTranslations('Admin.products.form');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const rows = useFieldArray({ control, name: `translations.${locale}.parameters`, keyName: 'key' });
  const rowErrors = errors.translations?.[locale]?.parameters;
  const id = `product-${locale}-parameters`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{t('parameters')}</legend>
      <p id={`${id}-hint`} className="text-xs text-grey-600">
        {t('parametersHint')}
      </p>
      {rows.fields.length > 0 && (
        <ol className="space-y-2">
          {rows.fields.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <TextField
                id={`${id}-${index}-name`}
                label={t('parameterName', { number: index + 1 })}
                error={rowErrors?.[index]?.name?.message}
                {...register(`translations.${locale}.parameters.${index}.name`)}
              />
              <TextField
                id={`${id}-${index}-value`}
                label={t('parameterValue', { number: index + 1 })}
                error={rowErrors?.[index]?.value?.message}
                {...register(`translations.${locale}.parameters.${index}.value`)}
              />
              <button
                type="button"
                onClick={() => rows.remove(index)}
                aria-label={t('removeParameter', { number: index + 1 })}
                className="mt-7 rounded px-2 py-2 text-sm text-red hover:underline"
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      {rows.fields.length < MAX_PARAMETERS && (
        <button
          type="button"
          onClick={() => rows.append({ name: '', value: '' }, { shouldFocus: true })}
          className="text-sm font-medium text-blue hover:underline"
        >
          {t('addParameter')}
        </button>
      )}
    </fieldset>
  );
}
