'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  type AdminProduct,
  type ProductChoices,
  productInputSchema,
  vatClasses,
} from '@/lib/api/contract/admin/products';
import { locales } from '@/lib/config/locales';
import { toast } from '@/lib/toast/toast';
import type { ProductFormOutput, ProductFormValues } from './product-form-types';
import { emptyVariant } from './product-defaults';
import { ProductTextFields } from './product-text-fields';
import { VariantFields } from './variant-fields';

const FLAGS = ['is_active', 'is_new', 'is_recommended', 'is_sale', 'is_clearance'] as const;
const flagLabels = {
  is_active: 'active',
  is_new: 'new',
  is_recommended: 'recommended',
  is_sale: 'sale',
  is_clearance: 'clearance',
} as const;
const selectClass = 'w-full rounded border border-field px-2 py-2 focus:border-blue';

/** Fields the server may refuse one by one: taken slugs and variant codes. */
function serverFieldNames(values: ProductFormValues): Path<ProductFormValues>[] {
  return [
    ...locales.map((locale) => `translations.${locale}.slug` as const),
    ...values.variants.map((_, index) => `variants.${index}.code` as const),
    'brand_id',
  ];
}

interface ProductFormProps {
  choices: ProductChoices;
  /** Null for a new product. */
  productId: number | null;
  initial: ProductFormValues;
}

/** The whole product in one form: texts per language, classification, flags and variants. */
export function ProductForm({ choices, productId, initial }: ProductFormProps) {
  const t = useTranslations('Admin');
  const id = useId();
  const router = useRouter();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, reset, setError, getValues, formState } = form;
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    setBusy(true);
    try {
      if (productId === null) {
        const created = await apiClient.post<AdminProduct>('/api/admin/produkty', input);
        toast.success(t('products.form.created'));
        router.push(`?id=${created.id}`);
      } else {
        const saved = await apiClient.put<AdminProduct>(`/api/admin/produkty/${productId}`, input);
        reset(saved.input);
        toast.success(t('list.saved'));
        router.refresh();
      }
    } catch (error) {
      showServerFieldErrors(error, serverFieldNames(getValues()), setError);
      toastError(error, t('list.saveFailed'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="product-form-title">
        <section className="space-y-3" aria-labelledby={`${id}-texts`}>
          <h2 id={`${id}-texts`} className="text-xl font-semibold">
            {t('products.form.texts')}
          </h2>
          <div className="grid gap-3 xl:grid-cols-3">
            {locales.map((locale) => (
              <ProductTextFields key={locale} locale={locale} />
            ))}
          </div>
        </section>

        <section className="space-y-3" aria-labelledby={`${id}-classification`}>
          <h2 id={`${id}-classification`} className="text-xl font-semibold">
            {t('products.form.classification')}
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            <div className="min-w-0">
              <label htmlFor={`${id}-main-category`} className="mb-1 block text-sm font-medium">
                {t('products.form.mainCategory')}
              </label>
              <select
                id={`${id}-main-category`}
                className={selectClass}
                aria-invalid={errors.main_category_id ? true : undefined}
                {...register('main_category_id', { valueAsNumber: true })}
              >
                <option value="0">{t('products.form.chooseCategory')}</option>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
              {errors.main_category_id && (
                <p role="alert" className="mt-1 text-sm text-red">
                  {t('products.form.chooseCategory')}
                </p>
              )}
            </div>
            <div className="min-w-0">
              <label htmlFor={`${id}-brand`} className="mb-1 block text-sm font-medium">
                {t('products.form.brand')}
              </label>
              <select
                id={`${id}-brand`}
                className={selectClass}
                {...register('brand_id', {
                  setValueAs: (value: string | number | null) =>
                    value === '' || value === null ? null : Number(value),
                })}
              >
                <option value="">{t('products.form.noBrand')}</option>
                {choices.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0">
              <label htmlFor={`${id}-vat`} className="mb-1 block text-sm font-medium">
                {t('products.form.vatClass')}
              </label>
              <select id={`${id}-vat`} className={selectClass} {...register('vat_class')}>
                {vatClasses.map((vatClass) => (
                  <option key={vatClass} value={vatClass}>
                    {t(`products.form.vat.${vatClass}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 md:col-span-3">
              <label htmlFor={`${id}-categories`} className="mb-1 block text-sm font-medium">
                {t('products.form.otherCategories')}
              </label>
              <Controller
                control={control}
                name="category_ids"
                render={({ field }) => (
                  <select
                    id={`${id}-categories`}
                    multiple
                    size={6}
                    className={selectClass}
                    aria-describedby={`${id}-categories-hint`}
                    name={field.name}
                    ref={field.ref}
                    value={field.value.map(String)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        Array.from(event.target.selectedOptions, (option) => Number(option.value)),
                      )
                    }
                  >
                    {choices.categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              />
              <p id={`${id}-categories-hint`} className="mt-1 text-xs text-grey-600">
                {t('products.form.otherCategoriesHint')}
              </p>
            </div>
          </div>
        </section>

        <fieldset className="space-y-2">
          <legend className="mb-2 text-xl font-semibold">{t('products.form.flags')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                id={`${id}-${flag}`}
                label={t(`products.flags.${flagLabels[flag]}`)}
                {...register(flag)}
              />
            ))}
          </div>
        </fieldset>

        <section className="space-y-3" aria-labelledby={`${id}-variants`}>
          <h2 id={`${id}-variants`} className="text-xl font-semibold">
            {t('products.form.variants')}
          </h2>
          {variants.fields.map((field, index) => (
            <VariantFields
              key={field.key}
              index={index}
              onRemove={variants.fields.length > 1 ? () => variants.remove(index) : undefined}
            />
          ))}
          <button
            type="button"
            onClick={() => variants.append(emptyVariant())}
            className="rounded border border-grey-300 px-4 py-2 font-medium hover:border-blue"
          >
            {t('products.form.addVariant')}
          </button>
        </section>

        <div className="sticky bottom-0 border-t border-grey-200 bg-white py-3">
          <SubmitButton busy={busy} label={t('list.save')} busyLabel={t('list.saving')} />
        </div>
      </form>
    </FormProvider>
  );
}
