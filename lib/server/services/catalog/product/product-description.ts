import 'server-only';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Plain text (the seeded descriptions): a blank line starts a paragraph, a line break stays one. */
function paragraphsOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

const looksLikeHtml = /<\/?[a-z][\s\S]*?>/i;

/** A description as it is stored: rich text sanitized once more on the way in, plain text as it is. */
export function storedDescription(description: string): string {
  return looksLikeHtml.test(description) ? sanitizeRichText(description) : description;
}

/** A description as safe HTML: rich text sanitized like CMS pages, plain text turned into paragraphs. */
export function descriptionHtml(description: string): string {
  const source = description.trim();
  if (!source) return '';
  return sanitizeRichText(looksLikeHtml.test(source) ? source : paragraphsOf(source));
}
