import { locales } from '@/lib/config/locales';
import { slides } from '../../schema';
import type { Db } from '../../types';
import { slideSeeds } from './slides-data';

export async function seedSlides(db: Db): Promise<void> {
  await db
    .insert(slides)
    .values(
      locales.flatMap((locale) =>
        slideSeeds[locale].map((slide, index) => ({ ...slide, locale, channel: null, position: index + 1 })),
      ),
    );
}
