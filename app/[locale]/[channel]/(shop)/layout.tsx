import { SiteFooter } from '@/components/frame/site-footer';
import { FrameNotices } from '@/components/notices/frame-notices';
import { SiteHeader } from '@/components/frame/site-header';
import { WhyBuy } from '@/components/frame/why-buy';
import { reviewsConfig } from '@/lib/config/reviews';
import { pageContext } from '@/lib/server/page-context';
import { loadShopFrame } from '@/lib/server/page-data';

/** Spec §2 Layouts: the default layout — header, the page, the why-buy block, the footer. */
export default async function ShopLayout({ children, params }: LayoutProps<'/[locale]/[channel]'>) {
  const { channel } = await pageContext(params);
  const frame = await loadShopFrame();
  return (
    <>
      <SiteHeader channel={channel} />
      <main
        id="content"
        tabIndex={-1}
        className="outline-none mx-auto w-full max-w-screen-xl flex-1 px-4 py-6"
      >
        {children}
      </main>
      <WhyBuy />
      <SiteFooter reviews={reviewsConfig(channel.id)} />
      <FrameNotices {...frame} />
    </>
  );
}
