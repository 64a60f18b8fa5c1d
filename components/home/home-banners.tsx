import type { ReactNode } from 'react';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { MediaImage } from '@/components/ui/media-image';
import type { Banner } from '@/lib/server/services/content/banners';

/** Beside the slideshow from `lg` (a third of 1280 px), two in a row below it. */
const TILE_SIZES =
  '(min-width: 1280px) 405px, (min-width: 1024px) calc((100vw - 32px) / 3), calc((100vw - 48px) / 2)';
const STRIP_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 32px)';

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const className = 'group relative block h-full';
  if (!banner.href) return <div className={className}>{children}</div>;
  return (
    <LocalizedUrlLink href={banner.href} prefetch={false} className={className}>
      {children}
    </LocalizedUrlLink>
  );
}

const titleClass = 'font-display font-semibold text-dark-blue group-hover:text-blue';

/** The `home-top` banners: pictures with their title under them. */
export function BannerTiles({ banners, label }: { banners: Banner[]; label: string }) {
  return (
    <section aria-label={label}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner}>
              <MediaImage
                image={banner.image}
                alt=""
                sizes={TILE_SIZES}
                eager
                className="aspect-[2/1] w-full rounded-lg object-cover"
              />
              <span className={`mt-2 block text-sm md:text-base ${titleClass}`}>{banner.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A `home-middle` banner across the page, its title over the picture's calm left part on wider screens. */
export function BannerStrip({ banner }: { banner: Banner }) {
  return (
    <BannerLink banner={banner}>
      <MediaImage
        image={banner.image}
        alt=""
        sizes={STRIP_SIZES}
        className="aspect-[4/1] w-full rounded-lg object-cover"
      />
      <span
        className={`block pt-2 text-lg md:absolute md:inset-y-0 md:left-0 md:flex md:w-1/2 md:items-center md:p-10 md:text-3xl ${titleClass}`}
      >
        {banner.title}
      </span>
    </BannerLink>
  );
}
