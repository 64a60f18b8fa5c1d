'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
  register: UseFormRegister<PromoCommonValues>;
  errors: FieldErrors<PromoCommonValues>;
}

/** Title, link, language, shop, order and visibility of a banner or slide. */
export function PromoCommonFields({ idPrefix, register, errors }: PromoCommonFieldsProps) {
  const t = useTranslations('Admin');
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label={t('banners.titleField')}
        error={errors.title?.message}
        {...register('title')}
      />
      <div>
        <TextField
          id={`${idPrefix}-link`}
          label={t('banners.link')}
          autoComplete="off"
          spellCheck={false}
          error={errors.link?.message}
          {...register('link')}
        />
        <p className="mt-1 text-xs text-grey-600">{t('banners.linkHint')}</p>
      </div>
      <SelectField id={`${idPrefix}-locale`} label={t('banners.locale')} {...register('locale')}>
        <option value="">{t('banners.allLocales')}</option>
        {locales.map((code) => (
          <option key={code} value={code}>
            {t(`translations.languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-channel`} label={t('banners.channel')} {...register('channel')}>
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
          {...register('position')}
        />
        <p className="mt-1 text-xs text-grey-600">{t('banners.positionHint')}</p>
      </div>
      <div className="md:pt-7">
        <CheckboxField id={`${idPrefix}-active`} label={t('banners.active')} {...register('is_active')} />
      </div>
    </>
  );
}
