import { fixedCmsRoute } from '@/components/content/cms-routes';
import { ReturnForm } from '@/components/returns/return-form';

export const revalidate = 3600;

const route = fixedCmsRoute('return-form');
export const generateMetadata = route.generateMetadata;

type Props = PageProps<'/[locale]/[channel]/formular-vraceni-zbozi'>;

/** The returns text from the CMS, then the form itself (the same HTML for everyone; the form asks the API). */
export default function ReturnFormPage({ params }: Props) {
  return (
    <>
      <route.Page params={params} />
      <ReturnForm />
    </>
  );
}
