/**
 * The shop's typography for CMS text, in one place: a handful of descendant selectors instead of a
 * typography plugin, since the sanitizer only lets a short list of elements through.
 */
const prose = [
  'max-w-3xl leading-relaxed text-grey-800 break-words',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-28 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_p]:my-3 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-light-blue [&_blockquote]:pl-4',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-blue [&_a]:underline [&_a:hover]:text-dark-blue',
  '[&_strong]:font-semibold [&_b]:font-semibold [&_hr]:my-6 [&_hr]:border-grey-200',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-grey-200 [&_th]:bg-grey-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-grey-200 [&_td]:px-3 [&_td]:py-2 [&_caption]:mb-2 [&_caption]:text-left',
].join(' ');

/** Renders HTML that a content service has already sanitized (sanitizeRichText). */
export function RichText({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
