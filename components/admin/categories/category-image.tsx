'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { apiClient } from '@/lib/api/client';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/api/contract/admin/products';
import { toast } from '@/lib/toast/toast';
import { ConfirmButton } from '../confirm-button';
import { readDataUrl } from '../read-data-url';
import { useAdminAction } from '../use-admin-action';

/** The category's tile image: upload or replace (resized on the server), remove. */
export function CategoryImage({ categoryId, image }: { categoryId: number; image: { url: string } | null }) {
  const t = useTranslations('Admin.categories.image');
  const tValidation = useTranslations('Validation');
  const inputId = useId();
  const { run, busy } = useAdminAction();
  const [uploading, setUploading] = useState(false);
  const endpoint = `/api/admin/kategorie/${categoryId}/obrazok`;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      toast.error(tValidation('imageTooLarge'));
      input.value = '';
      return;
    }
    setUploading(true);
    const dataUrl = await readDataUrl(file);
    await run(() => apiClient.put(endpoint, { data_url: dataUrl }), {
      success: t('uploaded'),
      failure: t('uploadFailed'),
    });
    input.value = '';
    setUploading(false);
  }

  return (
    <section className="space-y-3" aria-labelledby="category-image-title">
      <h2 id="category-image-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {image ? (
        <div className="flex flex-wrap items-end gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored file as the shop shows it */}
          <img
            src={image.url}
            alt={t('alt')}
            className="size-32 rounded border border-grey-200 object-contain"
          />
          <ConfirmButton
            label={t('remove')}
            question={t('removeQuestion')}
            busy={busy}
            onConfirm={() =>
              run(() => apiClient.delete(endpoint), { success: t('removed'), failure: t('uploadFailed') })
            }
          />
        </div>
      ) : (
        <p className="text-grey-600">{t('none')}</p>
      )}
      <div>
        <label
          htmlFor={inputId}
          className="inline-block cursor-pointer rounded border border-grey-300 px-4 py-2 font-medium focus-within:border-blue hover:border-blue"
        >
          {image ? t('replace') : t('upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          disabled={uploading}
          onChange={upload}
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-grey-600">
          {t('hint')}
        </p>
      </div>
    </section>
  );
}
