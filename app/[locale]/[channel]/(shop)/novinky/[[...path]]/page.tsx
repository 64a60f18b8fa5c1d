import type { Metadata } from 'next';
import { SpecialListPage, specialListMetadata } from '@/components/listing/special-list-page';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/[channel]/novinky/[[...path]]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return specialListMetadata('news', props);
}

export default function NewsPage(props: Props) {
  return <SpecialListPage list="news" pathname="/novinky/[[...path]]" {...props} />;
}
