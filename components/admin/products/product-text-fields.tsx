'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/lib/config/locales';
import { slugify } from '@/lib/format/slug';
import type { ProductFormValues } from './product-form-types';
import { TextareaField } from '@/components/admin/textarea-field';
import { ProductParameterFields } from './product-parameter-fields';

/** Name, slug and descriptions of the product in one language; the slug is made from a new name. */
export function ProductTextFields({ locale }: { locale: Locale }) {
  const t = useTranslations('Admin.products');
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const fieldErrors = errors.translations?.[locale];
  const id = `product-${locale}`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-grey-200 p-3">
      <legend className="px-1 font-semibold">{t(`languages.${locale}`)}</legend>
      <TextField
        id={`${id}-name`}
        label={t('form.name')}
        error={fieldErrors?.name?.message}
        {...register(`translations.${locale}.name`, {
          onBlur: (event: { target: HTMLInputElement }) => {
            if (getValues(`translations.${locale}.slug`) === '') {
              setValue(`translations.${locale}.slug`, slugify(event.target.value), { shouldValidate: true });
            }
          },
        })}
      />
      <div>
        <TextField
          id={`${id}-slug`}
          label={t('form.slug')}
          error={fieldErrors?.slug?.message}
          aria-describedby={[fieldErrors?.slug ? `${id}-slug-error` : '', `${id}-slug-hint`].join(' ').trim()}
          {...register(`translations.${locale}.slug`)}
        />
        <p id={`${id}-slug-hint`} className="mt-1 text-xs text-grey-600">
          {t('form.slugHint')}
        </p>
      </div>
      <TextareaField
        id={`${id}-short`}
        label={t('form.shortDescription')}
        rows={2}
        error={fieldErrors?.short_description?.message}
        {...register(`translations.${locale}.short_description`)}
      />
      <TextareaField
        id={`${id}-description`}
        label={t('form.description')}
        rows={5}
        error={fieldErrors?.description?.message}
        {...register(`translations.${locale}.description`)}
      />
      <ProductParameterFields locale={locale} />
    </fieldset>
  );
}
