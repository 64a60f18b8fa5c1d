import { fixedCmsRoute } from '@/components/content/cms-routes';

export const revalidate = 3600;

const route = fixedCmsRoute('partners');
export const generateMetadata = route.generateMetadata;
export default route.Page;
