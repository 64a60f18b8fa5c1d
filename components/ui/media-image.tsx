import Image from 'next/image';
import type { ImageRef } from '@/lib/server/services/media';

interface MediaImageProps {
  image: ImageRef;
  alt: string;
  sizes: string;
  className?: string;
  /** Images above the fold load at once instead of lazily. */
  eager?: boolean;
}

/** A stored image at its real size: width and height reserve the space before it loads. */
export function MediaImage({ image, alt, sizes, className, eager = false }: MediaImageProps) {
  return (
    <Image
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      className={className ?? 'aspect-square w-full object-contain'}
    />
  );
}
