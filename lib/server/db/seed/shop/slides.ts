import { locales } from '@/lib/config/locales';
import { slides } from '../../schema';
import { CatalogImages, promoImageJob } from '../catalog/images';
import type { SeedContext } from '../context';
import { slideImages, slideSeeds } from './slides-data';

export async function seedSlides(ctx: SeedContext): Promise<void> {
  const images = new CatalogImages(ctx.db, ctx.mediaDir);
  const jobs = slideImages.map(promoImageJob);
  await images.ensure(jobs);
  await ctx.db.insert(slides).values(
    locales.flatMap((locale) =>
      slideSeeds[locale].map((slide, index) => ({
        ...slide,
        mediaId: jobs[index] ? images.id(jobs[index].key) : null,
        locale,
        channel: null,
        position: index + 1,
      })),
    ),
  );
}
