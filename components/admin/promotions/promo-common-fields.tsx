'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/account/select-field';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { locales } from '@/lib/config/locales';

/** The fields banners and slides share, under the same names in both forms. */
export interface PromoCommonValues {
  title: string;
  link: string;
  locale: string;
  channel: string;
  position: number | string;
  is_active: boolean;
}

interface PromoCommonFieldsProps {
  idPrefix: string;
  /** Each field as the form's `register` returns it, so either form keeps its own value type. */
  fields: Record<keyof PromoCommonValues, UseFormRegisterReturn>;
  errors: FieldErrors<PromoCommonValues>;
}

/** Title, link, language, shop, order and visibility of a banner or slide. */
export function PromoCommonFields({ idPrefix, fields, errors }: PromoCommonFieldsProps) {
  const t = useTranslations('Admin');
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label={t('banners.titleField')}
        error={errors.title?.message}
        {...fields.title}
      />
      <div>
        <TextField
          id={`${idPrefix}-link`}
          label={t('banners.link')}
          autoComplete="off"
          spellCheck={false}
          error={errors.link?.message}
          {...fields.link}
        />
        <p className="mt-1 text-xs text-grey-600">{t('banners.linkHint')}</p>
      </div>
      <SelectField id={`${idPrefix}-locale`} label={t('banners.locale')} {...fields.locale}>
        <option value="">{t('banners.allLocales')}</option>
        {locales.map((code) => (
          <option key={code} value={code}>
            {t(`translations.languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-channel`} label={t('banners.channel')} {...fields.channel}>
        <option value="">{t('banners.bothShops')}</option>
        <option value="cz">{t('banners.shopCz')}</option>
        <option value="sk">{t('banners.shopSk')}</option>
      </SelectField>
      <div>
        <TextField
          id={`${idPrefix}-position`}
          label={t('banners.position')}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          error={errors.position?.message}
          {...fields.position}
        />
        <p className="mt-1 text-xs text-grey-600">{t('banners.positionHint')}</p>
      </div>
      <div className="md:pt-7">
        <CheckboxField id={`${idPrefix}-active`} label={t('banners.active')} {...fields.is_active} />
      </div>
    </>
  );
}
