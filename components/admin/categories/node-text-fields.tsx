'use client';

import { useTranslations } from 'next-intl';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/lib/config/locales';
import { slugify } from '@/lib/format/slug';
import { TextareaField } from '@/components/admin/textarea-field';

interface NodeTextFieldsProps {
  locale: Locale;
  /** The long text's field and label: a category's description, a topic's content. */
  textField: 'description' | 'content';
}

type FieldError = { message?: string } | undefined;

/** Name, slug (made from a new name) and the long text of a category or topic in one language. */
export function NodeTextFields<T extends FieldValues>({ locale, textField }: NodeTextFieldsProps) {
  const t = useTranslations('Admin');
  const { register, getValues, setValue, formState } = useFormContext<T>();
  const path = (field: string) => `translations.${locale}.${field}` as Path<T>;
  const errors = (formState.errors.translations as Record<string, Record<string, FieldError>> | undefined)?.[
    locale
  ];
  const id = `node-${locale}`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-grey-200 p-3">
      <legend className="px-1 font-semibold">{t(`products.languages.${locale}`)}</legend>
      <TextField
        id={`${id}-name`}
        label={t('categories.form.name')}
        error={errors?.name?.message}
        {...register(path('name'), {
          onBlur: (event: { target: HTMLInputElement }) => {
            if (getValues(path('slug')) === '') {
              setValue(path('slug'), slugify(event.target.value) as never, { shouldValidate: true });
            }
          },
        })}
      />
      <TextField
        id={`${id}-slug`}
        label={t('categories.form.slug')}
        error={errors?.slug?.message}
        {...register(path('slug'))}
      />
      <TextareaField
        id={`${id}-${textField}`}
        label={t(`categories.form.${textField}`)}
        rows={4}
        error={errors?.[textField]?.message}
        {...register(path(textField))}
      />
    </fieldset>
  );
}
