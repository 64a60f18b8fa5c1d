import { Logo } from '@/components/frame/logo';
import { ScopedMessages } from '@/components/providers/scoped-messages';

/** Spec §2 Layouts: the clean layout — only the logo above the page, no menus, no footer. */
export default function CleanLayout({ children }: LayoutProps<'/[locale]/[channel]'>) {
  return (
    <>
      <header className="border-b border-grey-200 bg-white">
        <div className="mx-auto flex max-w-screen-xl items-center px-4 py-4">
          <Logo />
        </div>
      </header>
      <main
        id="content"
        tabIndex={-1}
        className="outline-none mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:py-12"
      >
        <ScopedMessages scope="clean">{children}</ScopedMessages>
      </main>
    </>
  );
}
