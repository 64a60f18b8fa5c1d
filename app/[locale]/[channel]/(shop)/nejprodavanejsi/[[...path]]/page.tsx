import type { Metadata } from 'next';
import { SpecialListPage, specialListMetadata } from '@/components/listing/special-list-page';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/[channel]/nejprodavanejsi/[[...path]]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return specialListMetadata('mostSold', props);
}

export default function MostSoldPage(props: Props) {
  return <SpecialListPage list="mostSold" pathname="/nejprodavanejsi/[[...path]]" {...props} />;
}
