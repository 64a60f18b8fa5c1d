import { locales } from '@/lib/config/locales';
import { banners } from '../../schema';
import { CatalogImages, promoImageJob } from '../catalog/images';
import type { SeedContext } from '../context';
import { bannerSeeds } from './banners-data';
import type { SeedClock } from './types';

/** Every banner in each language, sharing its picture; the dates are relative to the seeding day. */
export async function seedBanners(ctx: SeedContext, clock: SeedClock): Promise<void> {
  const images = new CatalogImages(ctx.db, ctx.mediaDir);
  const jobs = bannerSeeds.map((seed) => promoImageJob(seed.image));
  await images.ensure(jobs);
  const day = (offset: number | null) => (offset === null ? null : clock.daysFromToday(offset));
  await ctx.db.insert(banners).values(
    bannerSeeds.flatMap((seed, index) =>
      locales.map((locale) => ({
        mediaId: images.id(jobs[index]!.key),
        link: seed.link,
        title: seed.titles[locale],
        placement: seed.placement,
        locale,
        channel: seed.channel,
        validFrom: day(seed.validFromDays),
        validTo: day(seed.validToDays),
        position: index + 1,
      })),
    ),
  );
}
