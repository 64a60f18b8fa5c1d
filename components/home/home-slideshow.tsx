import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import type { Slide } from '@/lib/server/services/content/slides';
import { Slideshow } from './slideshow';

/** The slideshow with its texts translated on the server: only the rotation runs in the browser. */
export async function HomeSlideshow({ slides, locale }: { slides: Slide[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeSlideshow' });
  const count = slides.length;
  const numbers = slides.map((_, index) => index + 1);
  const labels = {
    label: t('label'),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slides: numbers.map((number) => t('slide', { number, count })),
    goTo: numbers.map((number) => t('goTo', { number })),
  };
  return <Slideshow slides={slides} labels={labels} />;
}
