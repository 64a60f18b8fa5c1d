'use client';

import { MediaImage } from '@/components/ui/media-image';
import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/api/client';
import type { ProductImage } from '@/lib/api/contract/admin/products';
import { ConfirmButton } from '../confirm-button';
import { ImageUploadInput } from '../image-upload-input';
import { useAdminAction } from '../use-admin-action';

/** The product's photos in order (the first is its card image): upload, make main, remove. */
export function ProductImages({ productId, images }: { productId: number; images: ProductImage[] }) {
  const t = useTranslations('Admin.products.images');
  const { run, busy } = useAdminAction();
  const base = `/api/admin/produkty/${productId}/obrazky`;

  return (
    <section className="space-y-3" aria-labelledby="product-images-title">
      <h2 id="product-images-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {images.length === 0 ? (
        <p className="text-grey-600">{t('none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((image, index) => (
            <li
              key={image.media_id}
              className="space-y-1 rounded-lg border border-grey-200 p-2"
              data-testid="product-image"
            >
              <MediaImage image={image} alt={t('alt', { number: index + 1 })} sizes="10rem" eager />
              {index === 0 ? (
                <p className="text-xs font-semibold text-green">{t('main')}</p>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  className="text-sm font-medium text-blue hover:underline"
                  onClick={() =>
                    run(() => apiClient.put(`${base}/${image.media_id}`), {
                      success: t('mainSet'),
                      failure: t('uploadFailed'),
                    })
                  }
                >
                  {t('makeMain')}
                </button>
              )}
              <ConfirmButton
                label={t('remove')}
                question={t('removeQuestion')}
                busy={busy}
                onConfirm={() =>
                  run(() => apiClient.delete(`${base}/${image.media_id}`), {
                    success: t('removed'),
                    failure: t('uploadFailed'),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ImageUploadInput
        label={t('upload')}
        busyLabel={t('uploading')}
        hint={t('hint')}
        onUpload={(dataUrl) =>
          run(() => apiClient.post(base, { data_url: dataUrl }), {
            success: t('uploaded'),
            failure: t('uploadFailed'),
          })
        }
      />
    </section>
  );
}
