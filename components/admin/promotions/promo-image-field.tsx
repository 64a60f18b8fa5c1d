'use client';

import { MediaImage } from '@/components/ui/media-image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { FormFieldError } from '@/components/ui/form-field-error';
import { apiClient } from '@/lib/api/client';
import type { UploadedImage } from '@/lib/api/contract/admin/promotions';

interface PromoImageFieldProps {
  id: string;
  /** `bannery` or `slideshow`: the page whose upload endpoint stores the picture. */
  section: 'bannery' | 'slideshow';
  image: UploadedImage['image'] | null;
  onUploaded: (uploaded: UploadedImage) => void;
  error?: string;
}

/** The picture of a banner or slide: the current one, and a file input that uploads a new one at once. */
export function PromoImageField({ id, section, image, onUploaded, error }: PromoImageFieldProps) {
  const t = useTranslations('Admin.banners');
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;

  async function upload(file: File) {
    const body = new FormData();
    body.set('image', file);
    setBusy(true);
    try {
      onUploaded(await apiClient.post<UploadedImage>(`/api/admin/${section}/obrazok`, body));
    } catch (uploadError) {
      toastError(uploadError, t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('image')}
      </label>
      {image ? (
        <MediaImage
          image={image}
          alt={t('imagePreview')}
          sizes="20rem"
          eager
          className="h-auto max-h-40 w-auto max-w-full rounded border border-grey-200"
        />
      ) : (
        <p className="text-sm text-grey-600">{t('noImage')}</p>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
        className="block w-full text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-grey-600" aria-live="polite">
        {busy ? t('uploading') : t('imageHint')}
      </p>
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
