'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { FormFieldError } from '@/components/ui/form-field-error';
import { MediaImage } from '@/components/ui/media-image';
import { apiClient } from '@/lib/api/client';
import type { UploadedImage } from '@/lib/api/contract/admin/promotions';

interface UploadedImageFieldProps {
  id: string;
  /** The admin page's upload endpoint (`/api/admin/bannery/obrazok`), which stores a resized copy. */
  uploadPath: string;
  image: UploadedImage['image'] | null;
  onUploaded: (uploaded: UploadedImage) => void;
  /** Offered where the picture is optional. */
  onRemove?: () => void;
  /** Said under the field's own hint (what the shop shows without a picture…). */
  note?: string;
  error?: string;
}

/** The picture of a record: the current one, and a file input that uploads a new one at once. */
export function UploadedImageField({
  id,
  uploadPath,
  image,
  onUploaded,
  onRemove,
  note,
  error,
}: UploadedImageFieldProps) {
  const t = useTranslations('Admin.imageField');
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;

  async function upload(file: File) {
    const body = new FormData();
    body.set('image', file);
    setBusy(true);
    try {
      onUploaded(await apiClient.post<UploadedImage>(uploadPath, body));
    } catch (uploadError) {
      toastError(uploadError, t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('label')}
      </label>
      {image ? (
        <div className="flex flex-wrap items-end gap-3">
          <MediaImage
            image={image}
            alt={t('preview')}
            sizes="20rem"
            className="h-auto max-h-40 w-auto max-w-full rounded border border-grey-200"
          />
          {onRemove && (
            <button type="button" onClick={onRemove} className="text-sm font-medium text-red hover:underline">
              {t('remove')}
            </button>
          )}
        </div>
      ) : (
        <p className="text-sm text-grey-600">{t('none')}</p>
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
        {busy ? t('uploading') : t('hint')}
        {note && !busy && ` ${note}`}
      </p>
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
