import type { Metadata } from 'next';
import { SpecialListPage, specialListMetadata } from '@/components/listing/special-list-page';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/[channel]/slevy/[[...path]]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return specialListMetadata('sale', props);
}

export default function SalePage(props: Props) {
  return <SpecialListPage list="sale" pathname="/slevy/[[...path]]" {...props} />;
}
