'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/account/select-field';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  type AdminBanner,
  type AdminSlide,
  bannerInputSchema,
  bannerPlacements,
  slideInputSchema,
  type UploadedImage,
} from '@/lib/api/contract/admin/promotions';
import { toast } from '@/lib/toast/toast';
import { PromoCommonFields, type PromoCommonValues } from './promo-common-fields';
import { EditorActions } from '../editor-actions';
import { UploadedImageField } from '../uploaded-image-field';

type Props = { kind: 'banner'; item: AdminBanner | null } | { kind: 'slide'; item: AdminSlide | null };

interface Values extends PromoCommonValues {
  media_id: number | null;
  subtitle: string;
  placement: string;
  valid_from: string;
  valid_to: string;
}

const fieldNames = [
  'media_id',
  'title',
  'subtitle',
  'link',
  'placement',
  'valid_from',
  'valid_to',
  'position',
  'is_active',
] as const;

function initialValues({ kind, item }: Props): Values {
  return {
    media_id: item?.media_id ?? null,
    title: item?.title ?? '',
    subtitle: kind === 'slide' ? (item?.subtitle ?? '') : '',
    link: item?.link ?? '',
    locale: item?.locale ?? '',
    channel: item?.channel ?? '',
    position: item?.position ?? 0,
    is_active: item?.is_active ?? true,
    placement: kind === 'banner' ? (item?.placement ?? 'home-top') : '',
    valid_from: kind === 'banner' ? (item?.valid_from ?? '') : '',
    valid_to: kind === 'banner' ? (item?.valid_to ?? '') : '',
  };
}

/** The form of a banner (placement, validity) or a home slide (subtitle), with its picture uploaded at once. */
export function PromoEditor(props: Props) {
  const { kind, item } = props;
  const t = useTranslations('Admin');
  const router = useRouter();
  const pathname = usePathname();
  const toastError = useErrorToast();
  const section = kind === 'banner' ? 'bannery' : 'slideshow';
  const texts = kind === 'banner' ? 'banners' : 'slides';
  const [image, setImage] = useState<UploadedImage['image'] | null>(item?.image ?? null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(kind === 'banner' ? bannerInputSchema : slideInputSchema) as never,
    defaultValues: initialValues(props),
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (item) await apiClient.put(`/api/admin/${section}/${item.id}`, values);
      else await apiClient.post(`/api/admin/${section}`, values);
      toast.success(t('banners.saved'));
      router.push(pathname);
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) toastError(error, t('list.saveFailed'));
    }
  });

  return (
    <section aria-labelledby="promo-form-title" className="rounded-lg border border-grey-200 p-4">
      <h2 id="promo-form-title" className="mb-4 text-xl font-semibold">
        {t(item ? `${texts}.editTitle` : `${texts}.newTitle`)}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <UploadedImageField
            id={`${kind}-image`}
            uploadPath={`/api/admin/${section}/obrazok`}
            image={image}
            error={errors.media_id?.message}
            onUploaded={(uploaded) => {
              setImage(uploaded.image);
              setValue('media_id', uploaded.id, { shouldDirty: true, shouldValidate: true });
            }}
          />
        </div>
        <PromoCommonFields
          idPrefix={kind}
          fields={{
            title: register('title'),
            link: register('link'),
            locale: register('locale'),
            channel: register('channel'),
            position: register('position'),
            is_active: register('is_active'),
          }}
          errors={errors}
        />
        {kind === 'slide' && (
          <TextField
            id="slide-subtitle"
            label={t('slides.subtitle')}
            error={errors.subtitle?.message}
            {...register('subtitle')}
          />
        )}
        {kind === 'banner' && (
          <>
            <SelectField id="banner-placement" label={t('banners.placement')} {...register('placement')}>
              {bannerPlacements.map((placement) => (
                <option key={placement} value={placement}>
                  {t(`banners.placements.${placement}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              id="banner-valid-from"
              label={t('banners.validFrom')}
              type="datetime-local"
              error={errors.valid_from?.message}
              {...register('valid_from')}
            />
            <TextField
              id="banner-valid-to"
              label={t('banners.validTo')}
              type="datetime-local"
              error={errors.valid_to?.message}
              {...register('valid_to')}
            />
          </>
        )}
        <div className="md:col-span-2">
          <EditorActions busy={isSubmitting} />
        </div>
      </form>
    </section>
  );
}
