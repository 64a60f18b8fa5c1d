/** Spec §2 Layouts: the empty layout — the page alone, centred. */
export default function EmptyLayout({ children }: LayoutProps<'/[locale]/[channel]'>) {
  return (
    <main
      id="content"
      tabIndex={-1}
      className="outline-none flex w-full flex-1 items-center justify-center px-4 py-8"
    >
      {children}
    </main>
  );
}
