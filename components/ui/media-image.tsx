import Image from 'next/image';
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
}

/** A stored image at its real size: width and height reserve the space before it loads. */
export function MediaImage({
  image,
  alt,
  sizes,
  className,
  eager = false,
  priority = false,
}: MediaImageProps) {
  return (
    <Image
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ?? 'aspect-square w-full object-contain'}
    />
  );
}
