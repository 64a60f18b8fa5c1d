import type { ImageRef } from '@/lib/server/services/media';

interface MediaImageProps {
  image: ImageRef;
  alt: string;
  sizes: string;
  className?: string;
  /** Images above the fold load at once instead of lazily. */
  eager?: boolean;
  /** The page's largest image above the fold (LCP): loaded eagerly and fetched first. */
  priority?: boolean;
  'data-testid'?: string;
}

/**
 * A stored image at its real size: width and height reserve the space before it loads. A plain `<img>`:
 * the shop serves its images unoptimized, so next/image would add only its client code to the pages.
 */
export function MediaImage({
  image,
  alt,
  sizes,
  className,
  eager = false,
  priority = false,
  'data-testid': testId,
}: MediaImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className ?? 'aspect-square w-full object-contain'}
      data-testid={testId}
    />
  );
}
