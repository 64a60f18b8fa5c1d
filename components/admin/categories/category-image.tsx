'use client';

import { MediaImage } from '@/components/ui/media-image';
import type { ImageRef } from '@/lib/server/services/media';
import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import { ConfirmButton } from '../confirm-button';
import { ImageUploadInput } from '../image-upload-input';
import { useAdminAction } from '../use-admin-action';

/** The category's tile image: upload or replace (resized on the server), remove. */
export function CategoryImage({ categoryId, image }: { categoryId: number; image: ImageRef | null }) {
  const t = useTranslations('Admin.categories.image');
  const { run, busy } = useAdminAction();
  const endpoint = `/api/admin/kategorie/${categoryId}/obrazok`;

  return (
    <section className="space-y-3" aria-labelledby="category-image-title">
      <h2 id="category-image-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {image ? (
        <div className="flex flex-wrap items-end gap-4">
          <MediaImage
            image={image}
            alt={t('alt')}
            sizes="8rem"
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
      <ImageUploadInput
        label={image ? t('replace') : t('upload')}
        busyLabel={t('uploading')}
        hint={t('hint')}
        onUpload={(dataUrl) =>
          run(() => apiClient.put(endpoint, { data_url: dataUrl }), {
            success: t('uploaded'),
            failure: t('uploadFailed'),
          })
        }
      />
    </section>
  );
}
