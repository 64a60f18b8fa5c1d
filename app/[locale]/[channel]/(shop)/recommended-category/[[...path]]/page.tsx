import type { Metadata } from 'next';
import { SpecialListPage, specialListMetadata } from '@/components/listing/special-list-page';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/[channel]/recommended-category/[[...path]]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return specialListMetadata('recommended', props);
}

export default function RecommendedCategoryPage(props: Props) {
  return <SpecialListPage list="recommended" pathname="/recommended-category/[[...path]]" {...props} />;
}
