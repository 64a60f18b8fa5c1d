'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef, useState } from 'react';
import { MediaImage } from '@/components/ui/media-image';
import type { ImageRef } from '@/lib/server/services/media';

const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * The main image and a row of thumbnails. The first image is the page's LCP element: loaded at once
 * with high priority and with its size reserved; thumbnails load lazily. Arrow keys move between
 * thumbnails (one tab stop for the row), Enter or Space shows the focused one.
 */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const t = useTranslations('Product');
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const main = images[selected] ?? images[0];
  if (!main) return <div className="aspect-square w-full rounded-lg bg-grey-100" aria-hidden="true" />;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (selected + moves[event.key]! + images.length) % images.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = images.length - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbnails.current[next]?.focus();
  }

  return (
    <section aria-label={t('gallery')} className="flex flex-col gap-3">
      <MediaImage
        key={main.url}
        image={main}
        alt={name}
        sizes={MAIN_SIZES}
        eager
        priority={selected === 0}
        className="aspect-square w-full rounded-lg border border-grey-200 object-contain"
        data-testid="product-main-image"
      />
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                tabIndex={index === selected ? 0 : -1}
                aria-pressed={index === selected}
                aria-label={t('showImage', { number: index + 1, count: images.length })}
                onClick={() => setSelected(index)}
                className="block rounded border-2 border-transparent focus-visible:outline-2 focus-visible:outline-blue aria-pressed:border-blue"
              >
                <MediaImage image={image} alt="" sizes="80px" className="size-16 object-contain sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
