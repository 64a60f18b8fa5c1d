import { SiteFooter } from '@/components/frame/site-footer';
import { SiteHeader } from '@/components/frame/site-header';
import { pageContext } from '@/lib/server/page-context';

export default async function ShopLayout({ children, params }: LayoutProps<'/[locale]/[channel]'>) {
  const { locale } = await pageContext(params);
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="mx-auto w-full max-w-screen-xl flex-1 px-4 py-6">{children}</main>
      <SiteFooter />
    </>
  );
}
