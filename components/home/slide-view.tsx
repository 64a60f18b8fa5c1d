import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { MediaImage } from '@/components/ui/media-image';
import type { Slide } from '@/lib/server/services/content/slides';

/** The slideshow's column: two thirds of the 1280 px content width from `lg`, the full width below. */
const SLIDE_SIZES =
  '(min-width: 1280px) 827px, (min-width: 1024px) calc((100vw - 32px) * 2 / 3), calc(100vw - 32px)';

/**
 * A slide: its picture, with the title over its calm left part on wider screens and below it on phones.
 * The first slide's picture is the page's largest image: fetched at once and first.
 */
export function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  const content = (
    <>
      <MediaImage
        image={slide.image}
        alt=""
        sizes={SLIDE_SIZES}
        priority={first}
        className="aspect-[5/2] w-full rounded-lg object-cover"
      />
      <span className="flex flex-col gap-1 pt-3 md:absolute md:inset-y-0 md:left-0 md:w-1/2 md:justify-center md:p-10">
        <span className="font-display text-xl font-semibold text-dark-blue group-hover:text-blue md:text-3xl lg:text-4xl">
          {slide.title}
        </span>
        {slide.subtitle && <span className="text-grey-700 md:text-lg">{slide.subtitle}</span>}
      </span>
    </>
  );
  if (!slide.href) return <div className="relative">{content}</div>;
  return (
    <LocalizedUrlLink href={slide.href} prefetch={false} className="group relative block">
      {content}
    </LocalizedUrlLink>
  );
}
