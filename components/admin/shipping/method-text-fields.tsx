'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { MethodTexts } from '@/lib/api/contract/admin/shipping';
import { type Locale, locales } from '@/lib/config/locales';
import { TextareaField } from '../textarea-field';

interface MethodTextFieldsProps {
  idPrefix: string;
  /** Each language's name and description as the form's `register` returns them. */
  fields: Record<Locale, { name: UseFormRegisterReturn; description: UseFormRegisterReturn }>;
  errors: FieldErrors<MethodTexts> | undefined;
}

/** A shipping's or payment's name and description in each language, as the checkout shows them. */
export function MethodTextFields({ idPrefix, fields, errors }: MethodTextFieldsProps) {
  const t = useTranslations('Admin');
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      {locales.map((locale) => (
        <fieldset key={locale} className="space-y-2 rounded border border-grey-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t(`translations.languages.${locale}`)}</legend>
          <TextField
            id={`${idPrefix}-${locale}-name`}
            label={t('shipping.name')}
            maxLength={120}
            error={errors?.[locale]?.name?.message}
            {...fields[locale].name}
          />
          <TextareaField
            id={`${idPrefix}-${locale}-description`}
            label={t('shipping.description')}
            rows={2}
            error={errors?.[locale]?.description?.message}
            {...fields[locale].description}
          />
        </fieldset>
      ))}
    </div>
  );
}

/** The `fields` of {@link MethodTextFields} from a form whose texts are under `translations`. */
export function methodTextRegistrations(
  register: (name: `translations.${Locale}.${'name' | 'description'}`) => UseFormRegisterReturn,
): MethodTextFieldsProps['fields'] {
  const of = (locale: Locale) => ({
    name: register(`translations.${locale}.name`),
    description: register(`translations.${locale}.description`),
  });
  return { sk: of('sk'), cs: of('cs'), en: of('en') };
}
